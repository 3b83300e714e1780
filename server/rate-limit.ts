// Fixed-window counters in the database, so limits hold across processes and restarts.
// Also serves as a de-duplication window: a limit of 1 means "once per window".
import "server-only";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "./db/client";
import { rateLimits } from "./db/schema";
import { tooManyRequests } from "./http/errors";

/** Counts one hit on `key`; returns how many hits the current window has seen, this one included. */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + ${window} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
  // Now and then, forget windows that have closed so the table stays small.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
  return row.count;
}

/** How many hits `key`'s current window has seen, without counting one. */
export async function hitsSoFar(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
  return row?.count ?? 0;
}

/** Undoes one hit, for attempts that turned out to be legitimate. */
export async function takeBack(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
}

export async function forget(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Throws 429 once `key` has been hit more than `limit` times in the window. */
export async function enforceLimit(db: Db, key: string, limit: number, windowSeconds: number): Promise<void> {
  if ((await hit(db, key, windowSeconds)) > limit) throw tooManyRequests();
}
