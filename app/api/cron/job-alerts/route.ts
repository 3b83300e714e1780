// POST /api/cron/job-alerts — the weekly run: digest and expiry reminders (Bearer CRON_SECRET; GET for Vercel Cron).
import { handle, json, otherMethods } from "@/server/http/route";
import { requireCron } from "@/server/http/cron-auth";
import { getDb } from "@/server/runtime";
import { sendScheduledEmails } from "@/server/alerts/scheduled-emails";

// Sending many emails takes a while; Vercel stops functions at their maximum duration.
export const maxDuration = 300;

const run = handle(async (request) => {
  requireCron(request);
  return json(await sendScheduledEmails(await getDb()));
});

export const POST = run;
// Vercel Cron calls the path with GET and the same Authorization header.
export const GET = run;

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
