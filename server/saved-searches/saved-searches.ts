// A person's saved searches: an account's are saved at once for its verified address; a signed-out
// person's by email start double opt-in, like job alerts (decision 112). Only the owner sees or changes one.
import "server-only";
import crypto from "node:crypto";
import { and, asc, count, eq, gt, isNotNull, sql, type SQL } from "drizzle-orm";
import { HONEYPOT_FIELD } from "@/lib/alert-options";
import { MAX_SAVED_SEARCHES, type SavedSearchFrequency } from "@/lib/saved-search-options";
import type { SavedSearchFilters, SavedSearchRecord } from "@/lib/schemas/saved-searches";
import type { Db } from "../db/client";
import { savedSearches } from "../db/schema";
import { conflict, notFound } from "../http/errors";
import { enforceLimit } from "../rate-limit";
import type { PublicUser } from "../accounts/public-user";
import { requireVerifiedEmail } from "../accounts/email-verification";
import { searchQueryOf, sendConfirmation, SIGNUPS_PER_IP_PER_HOUR, type SignupOutcome } from "../alerts/signup";
import { unsubscribeToken } from "../alerts/tokens";
import { sha256Hex } from "../secrets";
import { structuralSummary } from "./confirmation-summary";

export const SAVED_SEARCH_NOT_FOUND = "Saved search not found";
export const TOO_MANY_SEARCHES = `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`;
/** Confirmation emails one address may be sent in an hour for new searches, so nobody can flood a stranger. */
const CONFIRMATIONS_PER_ADDRESS_PER_HOUR = 3;

type Row = typeof savedSearches.$inferSelect;

const record = (row: Row, email: string): SavedSearchRecord => ({
  id: row.id,
  filters: row.filters,
  frequency: row.frequency,
  email,
  confirmed: row.confirmedAt !== null,
  createdAt: row.createdAt.toISOString(),
});

export async function listSavedSearches(db: Db, user: PublicUser): Promise<SavedSearchRecord[]> {
  const rows = await db.select().from(savedSearches).where(eq(savedSearches.userId, user.id)).orderBy(asc(savedSearches.createdAt));
  return rows.map((row) => record(row, user.email));
}

/**
 * The owner's search with these filters, compared as saved_searches_user_filters_key compares them (the stored
 * JSON, case aside), so an account's lookup is that index's.
 */
async function sameSearch(db: Db, owner: SQL, filters: SavedSearchFilters): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(owner, sql`md5(lower(${savedSearches.filters}::text)) = md5(lower(${JSON.stringify(filters)}::jsonb::text))`));
  return row;
}

const ownedByUser = (user: PublicUser) => and(eq(savedSearches.userId, user.id), isNotNull(savedSearches.userId))!;

function newRow(filters: SavedSearchFilters, frequency: SavedSearchFrequency) {
  const id = crypto.randomUUID();
  return {
    id,
    filters,
    searchQuery: searchQueryOf(filters),
    frequency,
    unsubscribeTokenHash: sha256Hex(unsubscribeToken("alert", id)),
  };
}

/** The search as the account now has it; `created` false when it already had one with these filters. */
export type SavedForUser = { search: SavedSearchRecord; created: boolean };

/** The search the account already has with these filters, at the frequency now asked for. */
async function keepExisting(db: Db, user: PublicUser, row: Row, frequency: SavedSearchFrequency): Promise<SavedForUser> {
  if (row.frequency === frequency) return { search: record(row, user.email), created: false };
  const [updated] = await db.update(savedSearches).set({ frequency }).where(eq(savedSearches.id, row.id)).returning();
  return { search: record(updated ?? row, user.email), created: false };
}

/**
 * Signed in: saved and live at once, mailed to the account's verified address. Saving filters the account
 * already saved answers that search (at the frequency asked for this time), never a second copy: two saves at
 * the same moment meet at the unique index, and the one that loses finds the winner's.
 */
export async function saveSearchForUser(
  db: Db,
  user: PublicUser,
  input: { filters: SavedSearchFilters; frequency: SavedSearchFrequency },
): Promise<SavedForUser> {
  requireVerifiedEmail(user);
  const existing = await sameSearch(db, ownedByUser(user), input.filters);
  if (existing) return keepExisting(db, user, existing, input.frequency);
  await enforceLimit(db, `saved-searches:user:${user.id}`, SIGNUPS_PER_IP_PER_HOUR * 3, 3600);
  const [{ n }] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, user.id));
  if (n >= MAX_SAVED_SEARCHES) throw conflict(TOO_MANY_SEARCHES);
  const [row] = await db
    .insert(savedSearches)
    .values({ ...newRow(input.filters, input.frequency), userId: user.id, confirmedAt: sql`now()` })
    .onConflictDoNothing()
    .returning();
  if (row) return { search: record(row, user.email), created: true };
  const raced = await sameSearch(db, ownedByUser(user), input.filters);
  if (!raced) throw conflict("Your search could not be saved just now. Please try again.");
  return keepExisting(db, user, raced, input.frequency);
}

/**
 * Signed out: a new search waits for its address to confirm it. The answer is the same whatever the address
 * already has, so nobody learns anything about it; a flooded address simply gets no more emails this hour.
 */
export async function saveSearchByEmail(
  db: Db,
  input: { email: string; filters: SavedSearchFilters; frequency: SavedSearchFrequency; [HONEYPOT_FIELD]?: string },
  ipHash: string,
): Promise<SignupOutcome> {
  await enforceLimit(db, `alerts:ip:${ipHash}`, SIGNUPS_PER_IP_PER_HOUR, 3600);
  if (input[HONEYPOT_FIELD]?.trim()) return "ignored";
  const [{ total }] = await db.select({ total: count() }).from(savedSearches).where(eq(savedSearches.email, input.email));
  const [{ recent }] = await db
    .select({ recent: count() })
    .from(savedSearches)
    .where(and(eq(savedSearches.email, input.email), gt(savedSearches.confirmationSentAt, sql`now() - interval '1 hour'`)));
  // The same filters again make no second search: one already confirmed is left as it is, and one still
  // waiting has its confirmation sent again (at most hourly, as sendConfirmation claims).
  const existing = await sameSearch(db, eq(savedSearches.email, input.email), input.filters);
  if (existing?.confirmedAt) return "ignored";
  if (!existing && (total >= MAX_SAVED_SEARCHES || recent >= CONFIRMATIONS_PER_ADDRESS_PER_HOUR)) return "throttled";
  const row = existing ?? newRow(input.filters, input.frequency);
  if (!existing) await db.insert(savedSearches).values({ ...row, email: input.email });
  return sendConfirmation(
    db,
    "alert",
    { id: row.id, email: input.email },
    { kind: "search", summary: structuralSummary(input.filters, input.frequency) },
  );
}

const owned = (user: PublicUser, id: string) => and(eq(savedSearches.id, id), eq(savedSearches.userId, user.id));

export async function updateSavedSearch(
  db: Db,
  user: PublicUser,
  id: string,
  changes: { filters?: SavedSearchFilters; frequency?: SavedSearchFrequency },
): Promise<SavedSearchRecord> {
  const [row] = await db
    .update(savedSearches)
    .set({
      ...(changes.frequency && { frequency: changes.frequency }),
      ...(changes.filters && { filters: changes.filters, searchQuery: searchQueryOf(changes.filters) }),
    })
    .where(owned(user, id))
    .returning();
  if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return record(row, user.email);
}

export async function deleteSavedSearch(db: Db, user: PublicUser, id: string): Promise<void> {
  const [row] = await db.delete(savedSearches).where(owned(user, id)).returning({ id: savedSearches.id });
  if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND);
}
