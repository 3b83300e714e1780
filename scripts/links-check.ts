// `npm run links:check`: a by-hand run of the daily apply-link check (scripts/run-task.ts says where it runs).
import { runTask } from "./run-task";

await runTask("links.check");
