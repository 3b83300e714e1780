// POST /api/cron/link-checks — the daily apply-link check of every listed job, and the re-hosting of any
// outside images still stored (decision 054) (Bearer CRON_SECRET; GET for Vercel Cron).
import { handle, json, otherMethods } from "@/server/http/route";
import { requireCron } from "@/server/http/cron-auth";
import { getDb } from "@/server/runtime";
import { runLinkChecks } from "@/server/links/job-link-checks";
import { rehostStoredImages } from "@/server/uploads/rehost-stored-images";

// Thousands of links at a few per second; Vercel stops functions at their maximum duration.
export const maxDuration = 300;

const run = handle(async (request) => {
  requireCron(request);
  const db = await getDb();
  const links = await runLinkChecks(db);
  return json({ ...links, images: await rehostStoredImages(db) });
});

export const POST = run;
// Vercel Cron calls the path with GET and the same Authorization header.
export const GET = run;

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
