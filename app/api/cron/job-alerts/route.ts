// POST /api/cron/job-alerts — Vercel Cron's daily 07:00 call: queues every schedule's run due this period
// (the digest and expiry reminders among them; each once, however often called) and runs due jobs
// (Bearer CRON_SECRET; GET for Vercel Cron).
import { getCronJobAlerts, postCronJobAlerts } from "@/lib/api/operations/alerts";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { CRON_BUDGET_MS } from "@/server/schedules/cron-budget";
import { runScheduledWork } from "@/server/schedules/scheduled-work";

export const maxDuration = 300;

const run = async () => runScheduledWork(await getDb(), { budgetMs: CRON_BUDGET_MS });

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(route(postCronJobAlerts, run), route(getCronJobAlerts, run));
