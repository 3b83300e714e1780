// Instant saved searches: when a job is published, one statement finds every confirmed instant search it
// fits and claims the pair in saved_search_sends; a light job per claimed search, queued in the same
// transaction, makes and sends its email (instant-mail.ts). A retry claims nothing already claimed, so
// nobody hears twice of one job (decision 112).
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { resultRows } from "../db/result-rows";
import { jobs, savedSearches, savedSearchSends } from "../db/schema";
import { listedJobs } from "../jobs/search-jobs";
import { enqueueMany } from "../queue/enqueue";
import { jobFitsSearch } from "./matching";

const JOBS_PER_STATEMENT = 1_000;

export type FanOutSummary = { jobId: string; matched: number };

export async function fanOutNewJob(db: Db, jobId: string): Promise<FanOutSummary> {
  return db.transaction(async (tx) => {
    const claimed = resultRows<{ searchId: string }>(
      await tx.execute(sql`
        insert into ${savedSearchSends} (saved_search_id, job_id)
        select ${savedSearches.id}, ${jobs.id} from ${savedSearches}, ${jobs}
        where ${jobs.id} = ${jobId} and ${listedJobs()}
          and ${savedSearches.frequency} = 'instant' and ${savedSearches.confirmedAt} is not null
          and ${jobFitsSearch}
        on conflict do nothing
        returning saved_search_id as "searchId"`),
    );
    // A popular job can fit thousands of searches: their jobs go in a thousand to a statement.
    const mails = claimed.map(({ searchId }) => ({ searchId, jobId }));
    for (let i = 0; i < mails.length; i += JOBS_PER_STATEMENT)
      await enqueueMany(tx, "saved-searches.mail", mails.slice(i, i + JOBS_PER_STATEMENT));
    return { jobId, matched: claimed.length };
  });
}
