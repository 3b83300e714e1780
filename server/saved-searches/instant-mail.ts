// The `saved-searches.mail` job: one instant search's email of the new jobs one fan-out found for it, made
// from both as they are when it is sent. A search unsubscribed since sends nothing, and jobs taken off the
// board since are left out. The idempotency key is the search's and the jobs', so a try that reached the
// provider but lost its answer is not sent twice.
import "server-only";
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs, savedSearches, users } from "../db/schema";
import { listedJobs } from "../jobs/search-jobs";
import { sendMail } from "../mail/send-mail";
import { sha256Hex } from "../secrets";
import { savedSearchNotification } from "../push/notifications";
import { queueSavedSearchPushes } from "../push/queue-push";
import type { InstantMail } from "./fan-out-schema";
import { savedSearchJobColumns, savedSearchMail } from "./saved-search-mail";

export async function sendInstantMail(db: Db, { searchId, jobIds }: InstantMail): Promise<{ sent: number }> {
  const [[search], found] = await Promise.all([
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
      .where(and(inArray(jobs.id, jobIds), listedJobs()))
      .orderBy(desc(jobs.createdAt), desc(jobs.id)),
  ]);
  if (!search?.email || found.length === 0) return { sent: 0 };
  const key = `saved-search/${searchId}/${sha256Hex([...jobIds].sort().join(",")).slice(0, 32)}`;
  // The search's devices hear of it too; queued before the mail goes, with ids a retry cannot repeat, so a
  // provider's outage does not hold the pushes back and a retried mail does not send them twice.
  await queueSavedSearchPushes(db, search.id, savedSearchNotification(search.filters, found), key);
  await sendMail(savedSearchMail(search, found, key));
  return { sent: found.length };
}
