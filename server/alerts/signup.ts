// Signing up for the weekly email (a subscriber) or for a job alert: double opt-in, so the only thing
// sent is a confirmation link, at most once an hour per address. Decision 020 has the rules.
import "server-only";
import crypto from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { HONEYPOT_FIELD } from "@/lib/alert-options";
import { ALREADY_SUBSCRIBED } from "@/lib/schemas/alerts";
import type { Db } from "../db/client";
import { emailSubscribers, jobAlerts, type AlertSettings } from "../db/schema";
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

type SignupOutcome = "sent" | "throttled" | "ignored";
type Honeypot = { [HONEYPOT_FIELD]?: string };

const filledHoneypot = (input: Honeypot) => !!input[HONEYPOT_FIELD]?.trim();
const table = { subscriber: emailSubscribers, alert: jobAlerts } as const;

/**
 * Gives the row a fresh confirmation token and queues its email in the same transaction, unless a
 * confirmation went to this address in the last hour: then the earlier link stays valid and nothing is
 * sent or changed. The stamp is the claim, so two requests at once cannot both send. `changes` (an alert's
 * new settings) are written by the same claim, so a link only ever confirms what its email showed.
 * A notice that asks nothing ('alert-unchanged') is claimed the same way but leaves any earlier link alone.
 */
async function sendConfirmation(
  db: Db,
  kind: keyof typeof table,
  row: { id: string; email: string },
  email: Omit<ConfirmationEmailInput, "confirmUrl" | "unsubscribeUrl">,
  changes: Partial<typeof jobAlerts.$inferInsert> = {},
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

const sameSettings = (a: AlertSettings, b: AlertSettings) =>
  a.salary === b.salary && a.location === b.location && [...a.categories].sort().join() === [...b.categories].sort().join();

/**
 * POST /api/job-alerts: one alert per address. A confirmed alert keeps its settings until the owner
 * confirms new ones from their inbox, so nobody can change someone else's alert. The answer is the same
 * whatever is stored, so nobody can learn someone's settings by guessing them: only the email differs.
 */
export async function createAlert(
  db: Db,
  input: { email: string; settings: AlertSettings } & Honeypot,
  ipHash: string,
): Promise<SignupOutcome> {
  await enforceLimit(db, `alerts:ip:${ipHash}`, SIGNUPS_PER_IP_PER_HOUR, 3600);
  if (filledHoneypot(input)) return "ignored";
  const { email, settings } = input;
  const id = crypto.randomUUID();
  const [created] = await db
    .insert(jobAlerts)
    .values({ id, email, settings, unsubscribeTokenHash: sha256Hex(unsubscribeToken("alert", id)) })
    .onConflictDoNothing({ target: jobAlerts.email })
    .returning();
  if (created) return sendConfirmation(db, "alert", created, { kind: "alert", settings });

  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.email, email));
  if (row.confirmedAt && !row.unsubscribedAt) {
    if (sameSettings(row.settings, settings)) return sendConfirmation(db, "alert", row, { kind: "alert-unchanged", settings });
    return sendConfirmation(db, "alert", row, { kind: "alert-change", settings }, { pendingSettings: settings });
  }
  // Not confirmed yet, or unsubscribed: nothing is being sent, so the new settings simply replace the old.
  return sendConfirmation(
    db,
    "alert",
    row,
    { kind: "alert", settings },
    { settings, pendingSettings: null, confirmedAt: null, unsubscribedAt: null },
  );
}
