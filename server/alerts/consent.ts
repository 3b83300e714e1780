// Following the links in our emails: confirming a subscription or alert, and unsubscribing (no sign-in).
import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailSubscribers, reminderOptOuts, savedSearches, ticketReminderOptOuts, users } from "../db/schema";
import { badRequest } from "../http/errors";
import { readUnsubscribeToken, type UnsubscribeKind } from "./tokens";
import { sha256Hex } from "../secrets";

export const INVALID_CONFIRMATION = "This confirmation link is invalid, has expired or has already been used.";
export const INVALID_UNSUBSCRIBE = "This unsubscribe link is invalid.";
const CONFIRMATION_DAYS = 7;

const fresh = (sentAt: typeof emailSubscribers.confirmationSentAt | typeof savedSearches.confirmationSentAt) =>
  gt(sentAt, sql`now() - make_interval(days => ${CONFIRMATION_DAYS})`);

export type Confirmed = { kind: "subscriber" | "alert"; email: string };

/**
 * Spends a confirmation token: the subscription or saved search (or its new filters) is live from now on.
 * A search's first confirmation starts its watermark: it is sent jobs published from now.
 */
export async function confirmSubscription(db: Db, token: string): Promise<Confirmed> {
  const hash = sha256Hex(token);
  const [subscriber] = await db
    .update(emailSubscribers)
    .set({ confirmedAt: sql`coalesce(${emailSubscribers.confirmedAt}, now())`, isActive: true, confirmationTokenHash: null })
    .where(and(eq(emailSubscribers.confirmationTokenHash, hash), fresh(emailSubscribers.confirmationSentAt)))
    .returning({ email: emailSubscribers.email });
  if (subscriber) return { kind: "subscriber", email: subscriber.email };
  const [search] = await db
    .update(savedSearches)
    .set({
      filters: sql`coalesce(${savedSearches.pendingFilters}, ${savedSearches.filters})`,
      pendingFilters: null,
      lastSentAt: sql`case when ${savedSearches.confirmedAt} is null then now() else ${savedSearches.lastSentAt} end`,
      confirmedAt: sql`coalesce(${savedSearches.confirmedAt}, now())`,
      confirmationTokenHash: null,
    })
    .where(and(eq(savedSearches.confirmationTokenHash, hash), fresh(savedSearches.confirmationSentAt)))
    .returning({ email: savedSearches.email });
  if (search?.email) return { kind: "alert", email: search.email };
  throw badRequest(INVALID_CONFIRMATION);
}

/**
 * Stops what the link's email was about. A saved search's link (kind 'alert': job alerts became saved
 * searches and kept their links) removes that search and no other; a search already gone is answered the
 * same, since the signed token proves we sent it.
 */
export async function unsubscribe(db: Db, token: string): Promise<{ kind: UnsubscribeKind }> {
  const target = readUnsubscribeToken(token);
  if (!target) throw badRequest(INVALID_UNSUBSCRIBE);
  if (target.kind === "reminders" || target.kind === "tickets") {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, target.id));
    if (!user) throw badRequest(INVALID_UNSUBSCRIBE);
    const optOuts = target.kind === "reminders" ? reminderOptOuts : ticketReminderOptOuts;
    await db.insert(optOuts).values({ userId: user.id }).onConflictDoNothing();
    return { kind: target.kind };
  }
  if (target.kind === "alert") {
    await db.delete(savedSearches).where(eq(savedSearches.id, target.id));
    return { kind: "alert" };
  }
  const [row] = await db
    .select({ email: emailSubscribers.email })
    .from(emailSubscribers)
    .where(and(eq(emailSubscribers.id, target.id), eq(emailSubscribers.unsubscribeTokenHash, sha256Hex(token))));
  if (!row) throw badRequest(INVALID_UNSUBSCRIBE);
  await db
    .update(emailSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${emailSubscribers.unsubscribedAt}, now())`, confirmationTokenHash: null, isActive: false })
    .where(eq(emailSubscribers.email, row.email));
  return { kind: target.kind };
}
