// What a cron route may spend on jobs: Vercel stops a function at its maxDuration (300 s in the route
// files), and the answer still has to be written after the last job.
import "server-only";
export const CRON_BUDGET_MS = 240_000;
