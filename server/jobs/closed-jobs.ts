// A job whose applications have closed (docs/decisions/040): its page says so and points to open jobs
// like it, and answers 410 so search engines drop it. Archived or never-opened jobs stay unknown (404).
import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import { jobCardColumns } from "./job-columns";
import { listedJobs, NEWEST_ORDER } from "./search-jobs";

const SIMILAR_COUNT = 3;

/** Active once, opened, and now past its closing date or its paid term. */
const closed = sql`${jobs.isActive} and ${jobs.applicationStartDate} <= now() and (${jobs.applicationClosingDate} <= now() or ${jobs.expiresAt} <= now())`;

export async function closedJobById(db: Db, id: string) {
  const [job] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      location: jobs.location,
      category: jobs.category,
      applicationClosingDate: jobs.applicationClosingDate,
    })
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

// proxy.ts asks this on every job page view, where Next's data cache is not available: each answer is
// kept for 2 s in this process, the bound within which every instance must see a write (decision 069).
const ANSWER_MS = 2_000;
const MAX_ANSWERS = 10_000;
const answers = new Map<string, { closed: boolean; until: number }>();

/** Whether this id's page is the closed-job page (410 for documents). */
export async function isClosedJob(db: Db, id: string): Promise<boolean> {
  const known = answers.get(id);
  if (known && known.until > Date.now()) return known.closed;
  const closed = (await closedJobById(db, id)) !== null;
  if (answers.size >= MAX_ANSWERS) answers.clear();
  answers.set(id, { closed, until: Date.now() + ANSWER_MS });
  return closed;
}
