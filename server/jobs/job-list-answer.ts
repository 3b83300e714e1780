// GET /api/jobs's answer, kept whole (body, ETag, total) in Next's data cache under the jobs tag: the swipe
// deck and My List poll every second or two, and a poll that finds nothing new must cost no query.
import "server-only";
import type { JobSearch } from "@/lib/schemas/job-search";
import type { Db } from "../db/client";
import { cached, JOBS_TAG } from "../cache";
import { jsonBody, type JsonBody } from "../http/json-answer";
import { searchJobs, type ListedCount } from "./search-jobs";

const ANSWER_TTL_MS = 30_000;

export type JobListAnswer = JsonBody & ListedCount & { nextCursor: string | null };

/** `search` is the parsed query, so equivalent queries (order of parameters, defaults) share one entry. */
export function jobListAnswer(db: Db, search: JobSearch): Promise<JobListAnswer> {
  return cached(JOBS_TAG, `answer:${JSON.stringify(search)}`, ANSWER_TTL_MS, async () => {
    const { jobs, total, totalCapped, nextCursor } = await searchJobs(db, search);
    return { ...jsonBody(jobs, [total, totalCapped, nextCursor]), total, totalCapped, nextCursor };
  });
}
