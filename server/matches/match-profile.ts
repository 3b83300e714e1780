// The part of a worker's profile that matching reads.
import "server-only";
import { eq } from "drizzle-orm";
import type { MatchProfile } from "@/lib/job-match";
import type { Db } from "../db/client";
import { userProfiles } from "../db/schema";

/** Null when the worker has not saved a profile yet. */
export async function matchProfileOf(db: Db, userId: string): Promise<MatchProfile | null> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  if (!row) return null;
  return {
    roles: row.roles,
    tickets: row.tickets,
    availableFrom: row.availableFrom,
    rotations: row.rotations,
    minPay: row.minPayAmount !== null && row.minPayUnit ? { amount: row.minPayAmount, unit: row.minPayUnit } : null,
    regions: row.regions,
    needsSponsorship: row.needsSponsorship,
  };
}
