// What a multiposter shows its recruiter about one advert (Broadbean's Advert Status): where it is, whether
// it is live, scheduled, closed or was refused (and why), and how often it was seen and applied to.
import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobRefusals, jobs } from "../../db/schema";
import { jobViewCounts } from "../../analytics/job-views";
import { hit } from "../../rate-limit";
import type { JobSourceRow } from "../source-row";
import { advertUrl } from "./receive-advert";

export type AdvertStatus = {
  jobReference: string;
  advertUrl: string | null;
  status: "live" | "scheduled" | "closed" | "refused";
  views: number;
  applyClicks: number;
  messages: string[];
};

/** Status reads one source may make a minute. */
export const STATUS_READS_PER_MINUTE = 600;

export const statusRateExceeded = async (db: Db, source: JobSourceRow) =>
  (await hit(db, `feed-status:${source.id}`, 60)) > STATUS_READS_PER_MINUTE;

export async function advertStatus(db: Db, source: JobSourceRow, reference: string): Promise<AdvertStatus | null> {
  const [job] = await db
    .select({
      id: jobs.id,
      applyClicks: jobs.applyClicks,
      state: sql<AdvertStatus["status"]>`case
        when not ${jobs.isActive} or ${jobs.expiresAt} <= now() or ${jobs.applicationClosingDate} <= now() then 'closed'
        when ${jobs.applicationStartDate} > now() or cardinality(${jobs.incompleteFields}) > 0 then 'scheduled'
        else 'live' end`,
    })
    .from(jobs)
    .where(and(eq(jobs.sourceId, source.id), eq(jobs.externalReference, reference)));
  if (job) {
    const views = (await jobViewCounts(db, [job.id])).get(job.id) ?? 0;
    return { jobReference: reference, advertUrl: advertUrl(job.id), status: job.state, views, applyClicks: job.applyClicks, messages: [] };
  }
  const refusals = await db
    .select({ message: jobRefusals.message, createdAt: jobRefusals.createdAt })
    .from(jobRefusals)
    .where(and(eq(jobRefusals.sourceId, source.id), eq(jobRefusals.externalReference, reference)))
    .orderBy(desc(jobRefusals.createdAt))
    .limit(20);
  if (!refusals.length) return null;
  // The last attempt's reasons: refusals recorded in the same moment belong to one advert.
  const last = refusals[0]!.createdAt.getTime();
  const messages = refusals.filter((r) => Math.abs(r.createdAt.getTime() - last) < 1000).map((r) => r.message);
  return { jobReference: reference, advertUrl: null, status: "refused", views: 0, applyClicks: 0, messages };
}
