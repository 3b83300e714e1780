// The `saved-searches.mail` job: one instant search's email of one new job, made from both as they are
// when it is sent. A search unsubscribed since, or a job taken off the board since, sends nothing. The
// idempotency key is the pair's, so a try that reached the provider but lost its answer is not sent twice.
import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs, savedSearches, users } from "../db/schema";
import { listedJobs } from "../jobs/search-jobs";
import { sendMail } from "../mail/send-mail";
import type { InstantMail } from "./fan-out-schema";
import { savedSearchJobColumns, savedSearchMail } from "./saved-search-mail";

export async function sendInstantMail(db: Db, { searchId, jobId }: InstantMail): Promise<{ sent: boolean }> {
  const [[search], [job]] = await Promise.all([
    db
      .select({
        id: savedSearches.id,
        email: sql<string>`coalesce(${savedSearches.email}, ${users.email})`,
        filters: savedSearches.filters,
      })
      .from(savedSearches)
      .leftJoin(users, eq(users.id, savedSearches.userId))
      .where(and(eq(savedSearches.id, searchId), isNotNull(savedSearches.confirmedAt))),
    db
      .select(savedSearchJobColumns)
      .from(jobs)
      .where(and(eq(jobs.id, jobId), listedJobs())),
  ]);
  if (!search?.email || !job) return { sent: false };
  await sendMail(savedSearchMail(search, [job], `saved-search/${searchId}/${jobId}`));
  return { sent: true };
}
