// POST /api/cron/background-work/runs — a by-hand run of a scheduled task, as `npm run alerts:send` and
// friends ask a live embedded server for one (Bearer CRON_SECRET).
import { postCronBackgroundWorkRuns } from "@/lib/api/operations/cron";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { runByHand } from "@/server/schedules/by-hand";
import { CRON_BUDGET_MS } from "@/server/schedules/cron-budget";

export const maxDuration = 300;

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(
  route(postCronBackgroundWorkRuns, async ({ body }) => runByHand(await getDb(), body.task, { wait: body.wait, budgetMs: CRON_BUDGET_MS })),
);
