// POST /api/cron/link-checks — the daily apply-link check of every listed job, and the re-hosting of any
// outside images still stored (decision 054) (Bearer CRON_SECRET; GET for Vercel Cron).
import { getCronLinkChecks, postCronLinkChecks } from "@/lib/api/operations/admin";
import { route, routes } from "@/server/http/route";
import { getDb } from "@/server/runtime";
import { runLinkChecks } from "@/server/links/job-link-checks";
import { rehostStoredImages } from "@/server/uploads/rehost-stored-images";

// Thousands of links at a few per second; Vercel stops functions at their maximum duration.
export const maxDuration = 300;

async function run() {
  const db = await getDb();
  const links = await runLinkChecks(db);
  return { ...links, images: await rehostStoredImages(db) };
}

// Vercel Cron calls the path with GET and the same Authorization header.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes(route(postCronLinkChecks, run), route(getCronLinkChecks, run));
