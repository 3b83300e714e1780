// Following the links in our emails: confirming a subscription or alert, and unsubscribing (no sign-in).
import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailSubscribers, jobAlerts, reminderOptOuts, ticketReminderOptOuts, users } from "../db/schema";
import { badRequest } from "../http/errors";
import { readUnsubscribeToken, type UnsubscribeKind } from "./tokens";
import { sha256Hex } from "../secrets";

export const INVALID_CONFIRMATION = "This confirmation link is invalid, has expired or has already been used.";
export const INVALID_UNSUBSCRIBE = "This unsubscribe link is invalid.";
const CONFIRMATION_DAYS = 7;

const fresh = (sentAt: typeof emailSubscribers.confirmationSentAt | typeof jobAlerts.confirmationSentAt) =>
  gt(sentAt, sql`now() - make_interval(days => ${CONFIRMATION_DAYS})`);

export type Confirmed = { kind: "subscriber" | "alert"; email: string };

/** Spends a confirmation token: the subscription or alert (or its new settings) is live from now on. */
export async function confirmSubscription(db: Db, token: string): Promise<Confirmed> {
  const hash = sha256Hex(token);
  const [subscriber] = await db
    .update(emailSubscribers)
    .set({ confirmedAt: sql`coalesce(${emailSubscribers.confirmedAt}, now())`, isActive: true, confirmationTokenHash: null })
    .where(and(eq(emailSubscribers.confirmationTokenHash, hash), fresh(emailSubscribers.confirmationSentAt)))
    .returning({ email: emailSubscribers.email });
  if (subscriber) return { kind: "subscriber", email: subscriber.email };
  const [alert] = await db
    .update(jobAlerts)
    .set({
      settings: sql`coalesce(${jobAlerts.pendingSettings}, ${jobAlerts.settings})`,
      pendingSettings: null,
      confirmedAt: sql`coalesce(${jobAlerts.confirmedAt}, now())`,
      confirmationTokenHash: null,
    })
    .where(and(eq(jobAlerts.confirmationTokenHash, hash), fresh(jobAlerts.confirmationSentAt)))
    .returning({ email: jobAlerts.email });
  if (alert) return { kind: "alert", email: alert.email };
  throw badRequest(INVALID_CONFIRMATION);
}

/**
 * Stops what the link's email was about. Stopping an alert or a subscription stops both for that
 * address: whoever clicks 'unsubscribe' under a digest expects no more digests, whichever list sent it.
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
  const t = target.kind === "alert" ? jobAlerts : emailSubscribers;
  const [row] = await db
    .select({ email: t.email })
    .from(t)
    .where(and(eq(t.id, target.id), eq(t.unsubscribeTokenHash, sha256Hex(token))));
  if (!row) throw badRequest(INVALID_UNSUBSCRIBE);
  await db.transaction(async (tx) => {
    await tx
      .update(jobAlerts)
      .set({ unsubscribedAt: sql`coalesce(${jobAlerts.unsubscribedAt}, now())`, confirmationTokenHash: null, pendingSettings: null })
      .where(eq(jobAlerts.email, row.email));
    await tx
      .update(emailSubscribers)
      .set({ unsubscribedAt: sql`coalesce(${emailSubscribers.unsubscribedAt}, now())`, confirmationTokenHash: null, isActive: false })
      .where(eq(emailSubscribers.email, row.email));
  });
  return { kind: target.kind };
}
