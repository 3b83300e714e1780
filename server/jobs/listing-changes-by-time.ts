// Jobs whose page changed by the clock alone, with no write to notice: a listing whose application window
// opened, or whose paid term or application window ended, between two moments. A scheduled sweep asks for
// the span since its previous run, so each change is found once whatever the number of instances.
import "server-only";
import { and, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";

/** When a listed job leaves the board by time: the earlier of its paid term's end and its closing date. */
const listingEnd = sql`least(${jobs.expiresAt}, ${jobs.applicationClosingDate})`;

const instant = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/**
 * Jobs that were on the board and left it by time in (since, until]: still switched on (an archive or
 * takedown is a write, told when it happened) and opened before they ended. Each bound is tested on its
 * own column too, so the partial indexes on active jobs' expiry and closing date can serve the search.
 */
export async function expiredSince(db: Db, since: Date, until: Date = new Date()): Promise<{ id: string }[]> {
  return db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        sql`${jobs.isActive}`,
        sql`((${jobs.expiresAt} > ${instant(since)} and ${jobs.expiresAt} <= ${instant(until)}) or (${jobs.applicationClosingDate} > ${instant(since)} and ${jobs.applicationClosingDate} <= ${instant(until)}))`,
        sql`${listingEnd} > ${instant(since)} and ${listingEnd} <= ${instant(until)}`,
        sql`${jobs.applicationStartDate} < ${listingEnd}`,
      ),
    );
}

/** Jobs whose application window opened in (since, until] and that are still listed at `until`. */
export async function openedSince(db: Db, since: Date, until: Date = new Date()): Promise<{ id: string }[]> {
  return db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        sql`${jobs.isActive}`,
        sql`${jobs.applicationStartDate} > ${instant(since)} and ${jobs.applicationStartDate} <= ${instant(until)}`,
        sql`${listingEnd} > ${instant(until)}`,
      ),
    );
}
