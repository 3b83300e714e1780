// Closing a source's jobs: a feed's delete, a posting that left its ATS board, a source an admin deletes.
// A closed job keeps its data and its page, which says applications have closed (410), and it leaves the
// board, the sitemap and the feeds; the write goes through jobTransaction so search engines and saved
// searches hear of it and cached reads retire.
import "server-only";
import { and, inArray, sql } from "drizzle-orm";
import { jobs } from "../db/schema";
import type { JobWrite } from "../jobs/job-write/job-transaction";

/** Closes these jobs now (those still open); answers the ids it closed. */
export async function closeJobs(write: JobWrite, jobIds: readonly string[], actorName: string, reason: string): Promise<string[]> {
  if (!jobIds.length) return [];
  const open = and(inArray(jobs.id, [...jobIds]), sql`${jobs.applicationClosingDate} > now() and ${jobs.expiresAt} > now()`);
  const ids = (await write.tx.select({ id: jobs.id }).from(jobs).where(open).for("update")).map((j) => j.id);
  if (!ids.length) return [];
  await write.touching(ids);
  const closed = await write.tx
    .update(jobs)
    .set({ applicationClosingDate: sql`now()`, expiresAt: sql`least(${jobs.expiresAt}, now())` })
    .where(inArray(jobs.id, ids))
    .returning({ id: jobs.id, title: jobs.title, externalReference: jobs.externalReference });
  for (const job of closed)
    write.audit({
      actor: null,
      actorName,
      action: "job.closed",
      title: job.title,
      details: { jobId: job.id, externalReference: job.externalReference, reason },
    });
  return closed.map((j) => j.id);
}
