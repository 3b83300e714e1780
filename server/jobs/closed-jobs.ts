// A job whose applications have closed (docs/decisions/040): its page says so and points to open jobs
// like it, and answers 410 so search engines drop it. Archived or never-opened jobs stay unknown (404).
import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import { cached, JOBS_TAG } from "../cache";
import { jobCardColumns } from "./job-columns";
import { listedJobs, NEWEST_ORDER } from "./search-jobs";

const SIMILAR_COUNT = 3;

/** Active once, opened, and now past its closing date or its paid term. */
const closed = sql`${jobs.isActive} and ${jobs.applicationStartDate} <= now() and (${jobs.applicationClosingDate} <= now() or ${jobs.expiresAt} <= now())`;

export async function closedJobById(db: Db, id: string) {
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title, company: jobs.company, location: jobs.location, category: jobs.category, applicationClosingDate: jobs.applicationClosingDate })
    .from(jobs)
    .where(and(eq(jobs.id, id), closed));
  return job ?? null;
}

/** Open jobs in the same category, the board's own order. */
export function similarOpenJobs(db: Db, job: { id: string; category: string }) {
  return db
    .select(jobCardColumns)
    .from(jobs)
    .where(and(listedJobs(), eq(jobs.category, job.category), ne(jobs.id, job.id)))
    .orderBy(...NEWEST_ORDER)
    .limit(SIMILAR_COUNT);
}

/** Whether the proxy should serve the closed page for this id; cached with the other job reads. */
export function isClosedJob(db: Db, id: string): Promise<boolean> {
  return cached(JOBS_TAG, `closed:${id}`, 30_000, async () => (await closedJobById(db, id)) !== null);
}
