// A signed-in user's My List on the server (docs/decisions/044): added to by merging (a browser's list at
// sign-in, or one more job), removed from one job at a time; never replaced wholesale, so no browser can
// drop what another added.
import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs, shortlists } from "../db/schema";

/**
 * The jobs anyone may see: listed, or closed with its public closed-job page. An archived, taken-down or
 * not yet opened job is not public, so it cannot be saved by its id, and an export does not name it.
 */
export const seekerMaySee = sql`(${jobs.isActive} and ${jobs.applicationStartDate} <= now())`;

export async function shortlistIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ jobId: shortlists.jobId })
    .from(shortlists)
    .where(eq(shortlists.userId, userId))
    .orderBy(asc(shortlists.addedAt), asc(shortlists.jobId));
  return rows.map((r) => r.jobId);
}

/**
 * Adds these jobs (those a seeker may see; the rest are dropped) and answers the whole list, so a caller
 * learns what was kept. Dropped, not refused: a browser's outbox replays saves made offline, and one for a
 * job archived meanwhile must not stop the rest.
 */
export async function mergeShortlist(db: Db, userId: string, ids: string[]): Promise<string[]> {
  if (ids.length) {
    const known = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.id, ids), seekerMaySee));
    const order = new Map(ids.map((id, i) => [id, i]));
    const now = Date.now();
    // Kept in the browser's order: each gets its own moment.
    const rows = known.map(({ id }) => ({ userId, jobId: id, addedAt: new Date(now + (order.get(id) ?? 0)) }));
    if (rows.length) await db.insert(shortlists).values(rows).onConflictDoNothing();
  }
  return shortlistIds(db, userId);
}

export async function removeFromShortlist(db: Db, userId: string, jobId: string): Promise<string[]> {
  await db.delete(shortlists).where(and(eq(shortlists.userId, userId), eq(shortlists.jobId, jobId)));
  return shortlistIds(db, userId);
}
