// POST /api/cron/background-work — Vercel Cron's call every few minutes: queues due schedules and runs due
// jobs, so retried mail goes out where no worker polls (Bearer CRON_SECRET; GET for Vercel Cron).
import { getCronBackgroundWork, postCronBackgroundWork } from "@/lib/api/operations/cron";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { CRON_BUDGET_MS } from "@/server/schedules/cron-budget";
import { runScheduledWork } from "@/server/schedules/scheduled-work";

export const maxDuration = 300;

const run = async () => runScheduledWork(await getDb(), { budgetMs: CRON_BUDGET_MS });

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(route(postCronBackgroundWork, run), route(getCronBackgroundWork, run));
