// Instant saved searches: when jobs are published, one statement finds every confirmed instant search each
// fits and claims the pair in saved_search_sends; a light job per claimed search, queued in the same
// transaction, makes and sends its one email of those jobs (instant-mail.ts). A retry claims nothing
// already claimed, so nobody hears twice of one job (decision 112).
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { resultRows } from "../db/result-rows";
import { jobs, savedSearches, savedSearchSends } from "../db/schema";
import { listedJobs } from "../jobs/search-jobs";
import { enqueueMany } from "../queue/enqueue";
import { jobFitsSearch } from "./matching";

const JOBS_PER_STATEMENT = 1_000;

export type FanOutSummary = { jobs: number; searches: number; matched: number };

export async function fanOutNewJobs(db: Db, jobIds: string[]): Promise<FanOutSummary> {
  return db.transaction(async (tx) => {
    const claimed = resultRows<{ searchId: string; jobId: string }>(
      await tx.execute(sql`
        insert into ${savedSearchSends} (saved_search_id, job_id)
        select ${savedSearches.id}, ${jobs.id} from ${savedSearches}, ${jobs}
        where ${jobs.id} = any(${sql.param(jobIds)}::uuid[]) and ${listedJobs()}
          and ${savedSearches.frequency} = 'instant' and ${savedSearches.confirmedAt} is not null
          and ${jobFitsSearch}
        on conflict do nothing
        returning saved_search_id as "searchId", job_id as "jobId"`),
    );
    const bySearch = new Map<string, string[]>();
    for (const { searchId, jobId } of claimed) bySearch.set(searchId, [...(bySearch.get(searchId) ?? []), jobId]);
    const mails = [...bySearch].map(([searchId, ids]) => ({ searchId, jobIds: ids }));
    // Popular jobs can fit thousands of searches: their jobs go in a thousand to a statement.
    for (let i = 0; i < mails.length; i += JOBS_PER_STATEMENT)
      await enqueueMany(tx, "saved-searches.mail", mails.slice(i, i + JOBS_PER_STATEMENT));
    return { jobs: jobIds.length, searches: mails.length, matched: claimed.length };
  });
}
