// Instant saved searches: when a job is published, one statement finds every confirmed instant search it
// fits and claims the pair in saved_search_sends; each claimed search's email is queued in the same
// transaction. A retry claims nothing already claimed, so nobody hears twice of one job (decision 112).
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { SavedSearchFilters } from "@/lib/schemas/saved-searches";
import type { Db } from "../db/client";
import { resultRows } from "../db/result-rows";
import { jobs, savedSearches, savedSearchSends, users } from "../db/schema";
import { listedJobs } from "../jobs/search-jobs";
import { jobFitsSearch } from "./matching";
import { queueMails } from "../mail/queued-mail";
import { savedSearchJobColumns, savedSearchMail } from "./saved-search-mail";

const MAILS_PER_STATEMENT = 1_000;

export type FanOutSummary = { jobId: string; matched: number };

export async function fanOutNewJob(db: Db, jobId: string): Promise<FanOutSummary> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select(savedSearchJobColumns).from(jobs).where(eq(jobs.id, jobId));
    if (!job) return { jobId, matched: 0 };
    const claimed = resultRows<{ id: string; email: string; filters: SavedSearchFilters }>(
      await tx.execute(sql`
        with claimed as (
          insert into ${savedSearchSends} (saved_search_id, job_id)
          select ${savedSearches.id}, ${jobs.id} from ${savedSearches}, ${jobs}
          where ${jobs.id} = ${jobId} and ${listedJobs()}
            and ${savedSearches.frequency} = 'instant' and ${savedSearches.confirmedAt} is not null
            and ${jobFitsSearch}
          on conflict do nothing
          returning saved_search_id
        )
        select s.id, coalesce(s.email, u.email) as email, s.filters
        from claimed join ${savedSearches} s on s.id = claimed.saved_search_id
        left join ${users} u on u.id = s.user_id`),
    );
    // One statement per thousand emails: a popular job can match thousands of searches.
    const mails = claimed.map((search) => savedSearchMail(search, [job], `saved-search/${search.id}/${jobId}`));
    for (let i = 0; i < mails.length; i += MAILS_PER_STATEMENT) await queueMails(tx, mails.slice(i, i + MAILS_PER_STATEMENT));
    return { jobId, matched: claimed.length };
  });
}
