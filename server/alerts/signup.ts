// Signing up for the weekly email (a subscriber), for a job alert, or for a saved search by email: double
// opt-in, so the only thing sent is a confirmation link, at most once an hour per row. Decision 020 has the
// rules; a job alert is now its address's first weekly saved search (decision 112).
import "server-only";
import crypto from "node:crypto";
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { HONEYPOT_FIELD } from "@/lib/alert-options";
import { ALREADY_SUBSCRIBED, type AlertSettings } from "@/lib/schemas/alerts";
import { alertFilters, describeFilters } from "@/lib/saved-search-filters";
import { toPrefixTsQuery } from "@/lib/search-text";
import type { SavedSearchFilters } from "@/lib/schemas/saved-searches";
import type { Db } from "../db/client";
import { emailSubscribers, savedSearches } from "../db/schema";
import { conflict } from "../http/errors";
import { enforceLimit } from "../rate-limit";
import { queueMail } from "../mail/queued-mail";
import { assertMailCanBeSent } from "../mail/send-mail";
import { confirmationEmail, type ConfirmationEmailInput } from "../mail/templates/confirmation-email";
import { confirmUrl, listUnsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from "./tokens";
import { newSecretToken, sha256Hex } from "../secrets";

export const CHECK_INBOX = "Check your inbox: we've sent you a link to confirm.";
/** Generous enough for a shared office connection, tight enough to stop anyone mail-bombing strangers. */
export const SIGNUPS_PER_IP_PER_HOUR = 10;

export type SignupOutcome = "sent" | "throttled" | "ignored";
type Honeypot = { [HONEYPOT_FIELD]?: string };

const filledHoneypot = (input: Honeypot) => !!input[HONEYPOT_FIELD]?.trim();
const table = { subscriber: emailSubscribers, alert: savedSearches } as const;

/**
 * Gives the row a fresh confirmation token and queues its email in the same transaction, unless a
 * confirmation went to this address in the last hour: then the earlier link stays valid and nothing is
 * sent or changed. The stamp is the claim, so two requests at once cannot both send. `changes` (an alert's
 * new settings) are written by the same claim, so a link only ever confirms what its email showed.
 * A notice that asks nothing ('alert-unchanged') is claimed the same way but leaves any earlier link alone.
 */
export async function sendConfirmation(
  db: Db,
  kind: keyof typeof table,
  row: { id: string; email: string },
  email: Omit<ConfirmationEmailInput, "confirmUrl" | "unsubscribeUrl">,
  changes: Partial<typeof savedSearches.$inferInsert> = {},
): Promise<SignupOutcome> {
  // Refused before anything is claimed when the email could only be lost (decision 066).
  assertMailCanBeSent();
  const t = table[kind];
  const link = email.kind === "alert-unchanged" ? null : newSecretToken();
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(t)
      .set({ ...changes, ...(link && { confirmationTokenHash: link.hash }), confirmationSentAt: sql`now()` })
      .where(and(eq(t.id, row.id), or(isNull(t.confirmationSentAt), lt(t.confirmationSentAt, sql`now() - interval '1 hour'`))))
      .returning({ id: t.id });
    if (!claimed) return "throttled";
    const unsubscribe = unsubscribeToken(kind, row.id);
    const rendered = confirmationEmail({
      ...email,
      confirmUrl: link ? confirmUrl(link.token) : undefined,
      unsubscribeUrl: unsubscribePageUrl(unsubscribe),
    });
    await queueMail(tx, { to: row.email, ...rendered, headers: listUnsubscribeHeaders(unsubscribe) });
    return "sent";
  });
}

/** POST /api/email-subscribe: the weekly top-3 email. */
export async function subscribe(db: Db, input: { email: string } & Honeypot, ipHash: string): Promise<SignupOutcome> {
  await enforceLimit(db, `subscribe:ip:${ipHash}`, SIGNUPS_PER_IP_PER_HOUR, 3600);
  if (filledHoneypot(input)) return "ignored";
  const id = crypto.randomUUID();
  await db
    .insert(emailSubscribers)
    .values({ id, email: input.email, isActive: false, unsubscribeTokenHash: sha256Hex(unsubscribeToken("subscriber", id)) })
    .onConflictDoNothing({ target: emailSubscribers.email });
  const [row] = await db.select().from(emailSubscribers).where(eq(emailSubscribers.email, input.email));
  if (row.confirmedAt && !row.unsubscribedAt) throw conflict(ALREADY_SUBSCRIBED, "already_exists");
  if (!row.unsubscribeTokenHash) {
    // Rows from before double opt-in have no unsubscribe token yet.
    await db
      .update(emailSubscribers)
      .set({ unsubscribeTokenHash: sha256Hex(unsubscribeToken("subscriber", row.id)) })
      .where(eq(emailSubscribers.id, row.id));
  }
  if (row.unsubscribedAt) {
    // Coming back after unsubscribing is a new consent, confirmed like the first.
    await db
      .update(emailSubscribers)
      .set({ unsubscribedAt: null, confirmedAt: null, isActive: false })
      .where(eq(emailSubscribers.id, row.id));
  }
  return sendConfirmation(db, "subscriber", row, { kind: "subscriber" });
}

/** The text search as the board runs it, stored beside the filters for the instant fan-out. */
export const searchQueryOf = (filters: SavedSearchFilters) => (filters.search ? toPrefixTsQuery(filters.search) : null);

const sameFilters = (a: SavedSearchFilters, b: SavedSearchFilters) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * POST /api/job-alerts: the address's alert is its oldest saved search by email. A confirmed one keeps its
 * filters until the owner confirms new ones from their inbox, so nobody can change someone else's alert.
 * The answer is the same whatever is stored, so nobody can learn someone's settings by guessing them: only
 * the email differs.
 */
export async function createAlert(
  db: Db,
  input: { email: string; settings: AlertSettings } & Honeypot,
  ipHash: string,
): Promise<SignupOutcome> {
  await enforceLimit(db, `alerts:ip:${ipHash}`, SIGNUPS_PER_IP_PER_HOUR, 3600);
  if (filledHoneypot(input)) return "ignored";
  const { email } = input;
  const filters = alertFilters(input.settings);
  const summary = describeFilters(filters);
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.email, email)).orderBy(asc(savedSearches.createdAt)).limit(1);
  if (!row) {
    const id = crypto.randomUUID();
    const [created] = await db
      .insert(savedSearches)
      .values({ id, email, filters, frequency: "weekly", unsubscribeTokenHash: sha256Hex(unsubscribeToken("alert", id)) })
      .returning();
    return sendConfirmation(db, "alert", { id, email: created.email! }, { kind: "alert", summary });
  }
  if (row.confirmedAt) {
    if (sameFilters(row.filters, filters))
      return sendConfirmation(db, "alert", { id: row.id, email }, { kind: "alert-unchanged", summary });
    return sendConfirmation(db, "alert", { id: row.id, email }, { kind: "alert-change", summary }, { pendingFilters: filters });
  }
  // Not confirmed yet: nothing is being sent, so the new filters simply replace the old.
  return sendConfirmation(
    db,
    "alert",
    { id: row.id, email },
    { kind: "alert", summary },
    { filters, searchQuery: searchQueryOf(filters), pendingFilters: null },
  );
}
