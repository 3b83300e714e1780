// Daily and weekly saved searches: each due search is sent, in one email, the matching jobs published
// since its watermark. Moving the watermark is the claim: it is compared and set in the transaction that
// queues the email, so a second run, or a run after a crash, never sends the same jobs twice.
import "server-only";
import { and, desc, eq, gt, isNotNull, lte, or, sql } from "drizzle-orm";
import type { SavedSearchFilters } from "@/lib/schemas/saved-searches";
import type { Db } from "../db/client";
import { jobs, savedSearches, users } from "../db/schema";
import { listedJobs } from "../jobs/search-jobs";
import { safeErrorText } from "../db/safe-error";
import { jobsMatching } from "./matching";
import { queueSavedSearchMail, savedSearchJobColumns } from "./saved-search-mail";
import { savedSearchNotification } from "../push/notifications";
import { queueSavedSearchPushes } from "../push/queue-push";

/** Jobs a batch looks at: an email lists the first few and counts the rest up to this. */
const BATCH_LIMIT = 100;
/**
 * The task runs once a day, so every daily search is due at each run; a weekly one when its last send is
 * six and a half days old, so a run a little early in the day still finds it due.
 */
const WEEKLY_AFTER = sql`interval '6 days 12 hours'`;

/** When a job joined the board: made, or its application window opening later. */
const publishedAt = sql`greatest(${jobs.createdAt}, ${jobs.applicationStartDate})`;

export type SavedSearchSendSummary = { due: number; sent: number; nothingNew: number; alreadyDone: number; failed: number };

async function dueSearches(db: Db, now: Date) {
  const moment = sql`${now.toISOString()}::timestamptz`;
  return db
    .select({
      id: savedSearches.id,
      email: sql<string>`coalesce(${savedSearches.email}, ${users.email})`,
      filters: savedSearches.filters,
      // As text: Postgres keeps microseconds a Date would drop, and the claim compares the exact value.
      lastSentAt: sql<string>`${savedSearches.lastSentAt}::text`,
    })
    .from(savedSearches)
    .leftJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        isNotNull(savedSearches.confirmedAt),
        lte(savedSearches.lastSentAt, now),
        or(
          eq(savedSearches.frequency, "daily"),
          and(eq(savedSearches.frequency, "weekly"), lte(savedSearches.lastSentAt, sql`${moment} - ${WEEKLY_AFTER}`)),
        ),
      ),
    )
    .orderBy(savedSearches.lastSentAt);
}

/** Listed jobs published in (since, now] that fit the filters, newest first. */
export function newMatchingJobs(db: Db, filters: SavedSearchFilters, since: string, now: Date) {
  return db
    .select(savedSearchJobColumns)
    .from(jobs)
    .where(
      and(
        listedJobs(now),
        gt(publishedAt, sql`${since}::timestamptz`),
        lte(publishedAt, sql`${now.toISOString()}::timestamptz`),
        ...jobsMatching(filters),
      ),
    )
    .orderBy(desc(jobs.isFeatured), desc(publishedAt), jobs.id)
    .limit(BATCH_LIMIT);
}

export async function sendScheduledSavedSearches(db: Db, now: Date = new Date()): Promise<SavedSearchSendSummary> {
  const due = await dueSearches(db, now);
  const summary: SavedSearchSendSummary = { due: due.length, sent: 0, nothingNew: 0, alreadyDone: 0, failed: 0 };
  for (const search of due) {
    try {
      const found = await newMatchingJobs(db, search.filters, search.lastSentAt, now);
      const outcome = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(savedSearches)
          .set({ lastSentAt: now })
          .where(and(eq(savedSearches.id, search.id), sql`${savedSearches.lastSentAt} = ${search.lastSentAt}::timestamptz`))
          .returning({ id: savedSearches.id });
        if (!claimed) return "alreadyDone" as const;
        if (found.length === 0) return "nothingNew" as const;
        const key = `saved-search/${search.id}/${search.lastSentAt.replace(/\D/g, "")}`;
        await queueSavedSearchMail(tx, search, found, key);
        await queueSavedSearchPushes(tx, search.id, savedSearchNotification(search.filters, found), key);
        return "sent" as const;
      });
      summary[outcome]++;
    } catch (error) {
      // Rolled back: the watermark stays, so a later run sends these jobs.
      console.error(`A saved search's email could not be queued: ${safeErrorText(error)}`);
      summary.failed++;
    }
  }
  return summary;
}
