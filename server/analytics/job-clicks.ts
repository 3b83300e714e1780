// Apply and view clicks on jobs: every click is a row; apply clicks also move the job's counter.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { TrackClick } from "@/lib/schemas/tracking";
import type { Db } from "../db/client";
import { jobClicks, jobs } from "../db/schema";
import { notFound } from "../http/errors";
import type { VisitContext } from "../http/visit-context";
import { listedJobs } from "../jobs/search-jobs";
import { hit } from "../rate-limit";
import { limitBeacons } from "./beacons";

/** An apply click counts once per visitor and job in this window. */
export const APPLY_DEDUP_SECONDS = 30 * 60;

export async function recordJobClick(db: Db, jobId: string, click: TrackClick, visit: VisitContext) {
  await limitBeacons(db, visit);
  const counts = click.clickType !== "apply" || (await hit(db, `apply:${jobId}:${visit.ipHash}`, APPLY_DEDUP_SECONDS)) === 1;
  if (!counts) return { clickCount: await jobClickCount(db, jobId) };
  return db.transaction(async (tx) => {
    const listed = and(eq(jobs.id, jobId), listedJobs());
    const [job] =
      click.clickType === "apply"
        ? await tx
            .update(jobs)
            // A counter bump is not an edit of the advert: updatedAt stays as it was.
            .set({ applyClicks: sql`${jobs.applyClicks} + 1`, updatedAt: sql`${jobs.updatedAt}` })
            .where(listed)
            .returning({ clickCount: jobs.applyClicks })
        : await tx.select({ clickCount: jobs.applyClicks }).from(jobs).where(listed);
    if (!job) throw notFound("Job not found");
    await tx.insert(jobClicks).values({
      jobId,
      clickType: click.clickType,
      ...visit,
      utmSource: click.utm_source,
      utmMedium: click.utm_medium,
      utmCampaign: click.utm_campaign,
      utmTerm: click.utm_term,
      utmContent: click.utm_content,
    });
    return job;
  });
}

/** Apply clicks on a listed job, as cards show them. */
export async function jobClickCount(db: Db, jobId: string): Promise<number> {
  const [job] = await db
    .select({ clickCount: jobs.applyClicks })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), listedJobs()));
  if (!job) throw notFound("Job not found");
  return job.clickCount;
}
