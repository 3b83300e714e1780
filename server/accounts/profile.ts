// The worker's profile: one row per user, private to them, replaced whole on save and gone with the account
// (the foreign key cascades). Any signed-in account may keep one; only the owner ever reads it.
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { userProfiles } from "../db/schema";
import { EMPTY_PROFILE, type WorkerProfile } from "@/lib/schemas/profile";
import type { Rotation } from "@/lib/extreme-work";

type ProfileRow = typeof userProfiles.$inferSelect;

function fromRow(row: ProfileRow): WorkerProfile {
  return {
    roles: row.roles,
    tickets: row.tickets.map(({ name, number, expiresOn }) => ({ name, ...(number && { number }), ...(expiresOn && { expiresOn }) })),
    medicals: row.medicals.map(({ name, expiresOn }) => ({ name, ...(expiresOn && { expiresOn }) })),
    ...(row.availableFrom && { availableFrom: row.availableFrom }),
    rotations: row.rotations as Rotation[],
    ...(row.minPayAmount !== null && row.minPayUnit && { minPay: { amount: row.minPayAmount, unit: row.minPayUnit } }),
    regions: row.regions,
    needsSponsorship: row.needsSponsorship,
  };
}

/** The user's profile; an empty one when they have not saved any. */
export async function readProfile(db: Db, userId: string): Promise<WorkerProfile> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return row ? fromRow(row) : structuredClone(EMPTY_PROFILE);
}

/** Replaces the user's profile with this one (already parsed by profileInputSchema) and answers it as stored. */
export async function saveProfile(db: Db, userId: string, profile: WorkerProfile): Promise<WorkerProfile> {
  const values = {
    roles: profile.roles,
    tickets: profile.tickets,
    medicals: profile.medicals,
    availableFrom: profile.availableFrom ?? null,
    rotations: profile.rotations,
    minPayAmount: profile.minPay?.amount ?? null,
    minPayUnit: profile.minPay?.unit ?? null,
    regions: profile.regions,
    needsSponsorship: profile.needsSponsorship,
  };
  const [row] = await db
    .insert(userProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return fromRow(row);
}
