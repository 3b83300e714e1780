// The Indexing API's daily allowance of publish requests, counted per UTC day in the database so that
// every instance draws on one count. A batch of n requests costs n; what is not granted today waits.
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { indexingQuota } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** When the next UTC day, and with it a fresh allowance, begins. */
export const nextUtcDay = (now: Date) => new Date(Date.parse(utcDay(now)) + DAY_MS);

/** Takes up to `wanted` of the day's remaining allowance and answers how many were granted. */
export async function takeQuota(db: Db, wanted: number, dailyQuota: number, now = new Date()): Promise<number> {
  if (wanted <= 0) return 0;
  const day = utcDay(now);
  return db.transaction(async (tx) => {
    await tx.insert(indexingQuota).values({ day }).onConflictDoNothing();
    // The row lock makes concurrent takers queue, so together they never exceed the allowance.
    const [row] = await tx.select({ used: indexingQuota.used }).from(indexingQuota).where(eq(indexingQuota.day, day)).for("update");
    const granted = Math.max(0, Math.min(wanted, dailyQuota - (row?.used ?? 0)));
    if (granted > 0)
      await tx
        .update(indexingQuota)
        .set({ used: sql`${indexingQuota.used} + ${granted}` })
        .where(eq(indexingQuota.day, day));
    return granted;
  });
}

/** Returns allowance taken for requests Google never counted (the batch was refused whole, or a part for quota). */
export async function giveBackQuota(db: Db, count: number, now = new Date()): Promise<void> {
  if (count <= 0) return;
  await db
    .update(indexingQuota)
    .set({ used: sql`greatest(${indexingQuota.used} - ${count}, 0)` })
    .where(eq(indexingQuota.day, utcDay(now)));
}
