// POST /api/cron/job-alerts — the weekly run: digest and expiry reminders (Bearer CRON_SECRET; GET for Vercel Cron).
import { getCronJobAlerts, postCronJobAlerts } from "@/lib/api/operations/alerts";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { sendScheduledEmails } from "@/server/alerts/scheduled-emails";

// Sending many emails takes a while; Vercel stops functions at their maximum duration.
export const maxDuration = 300;

const run = async () => sendScheduledEmails(await getDb());

// Vercel Cron calls the path with GET and the same Authorization header.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(route(postCronJobAlerts, run), route(getCronJobAlerts, run));
