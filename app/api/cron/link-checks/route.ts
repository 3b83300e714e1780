// POST /api/cron/link-checks — Vercel Cron's daily 05:00 call: queues every schedule's run due this period
// (the apply-link checks and image re-hosting among them; each once, however often called) and runs due
// jobs (Bearer CRON_SECRET; GET for Vercel Cron).
import { getCronLinkChecks, postCronLinkChecks } from "@/lib/api/operations/admin";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { CRON_BUDGET_MS } from "@/server/schedules/cron-budget";
import { runScheduledWork } from "@/server/schedules/scheduled-work";

export const maxDuration = 300;

const run = async () => runScheduledWork(await getDb(), { budgetMs: CRON_BUDGET_MS });

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(route(postCronLinkChecks, run), route(getCronLinkChecks, run));
