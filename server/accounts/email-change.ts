// Changing an account's email (asked for in own-account.ts): a row per request, confirmed by a link to the new
// address and cancellable by a link to the old one. The row, not a signed link, is what counts, so a password
// reset or change ends every pending change: an attacker who knew the password loses the change the moment
// the owner takes the account back. Only the latest request of an account is live.
import "server-only";
import crypto from "node:crypto";
import { and, eq, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { passwordResetTokens, pendingEmailChanges, sessions, users } from "../db/schema";
import { badRequest, conflict } from "../http/errors";
import { queueAccountMail } from "../mail/queued-mail";
import { sha256Hex } from "../secrets";
import { EMAIL_CHANGE_LINK_HOURS } from "./account-mail";
import { emailChangeTokens } from "./link-tokens";

export const INVALID_CHANGE_LINK = "This link is invalid or has expired. Please ask for a new one from your account page.";
export const CHANGE_LINK_USED = "This link has already been used: the account's email address was changed with it.";
export const CHANGE_CANCELLED =
  "This email change was cancelled (from the old address, by a password reset or change, or by a newer request), so its link no longer works. You can ask again from your account page.";
export const ADDRESS_NOW_TAKEN = "Another account now uses this email address, so the change cannot be made.";
export const CHANGE_CANCELLED_DONE =
  "The email change is cancelled: your account keeps its address. If you didn't ask for it, choose a new password too, since whoever asked knows your current one.";
export const TOO_LATE_TO_CANCEL =
  "It is too late to cancel this change: the new address has already confirmed it. If it wasn't you, please contact support.";
export const INVALID_CANCEL_LINK = "This link is invalid or has expired.";

/**
 * Records the request and queues its two mails: the confirm link to the new address (only when no other
 * account has it, so the form says nothing about who has an account) and the notice with its cancel link to
 * the current one. Any earlier pending request of the account is replaced.
 */
export async function requestEmailChange(db: Db, user: { id: string; email: string }, newEmail: string): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${newEmail.toLowerCase()}`);
  const id = crypto.randomUUID();
  const tokens = emailChangeTokens(id);
  await db.transaction(async (tx) => {
    // Rows are kept until they expire only so that a spent or cancelled link can say which it is.
    await tx.delete(pendingEmailChanges).where(lt(pendingEmailChanges.expiresAt, sql`now()`));
    await tx
      .update(pendingEmailChanges)
      .set({ outcome: "replaced", endedAt: new Date() })
      .where(and(eq(pendingEmailChanges.userId, user.id), isNull(pendingEmailChanges.outcome)));
    await tx.insert(pendingEmailChanges).values({
      id,
      userId: user.id,
      oldEmail: user.email,
      newEmail: newEmail.toLowerCase(),
      confirmTokenHash: sha256Hex(tokens.confirm),
      cancelTokenHash: sha256Hex(tokens.cancel),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_LINK_HOURS * 60 * 60 * 1000),
    });
    if (!taken) await queueAccountMail(tx, { template: "email-change-confirm", changeId: id });
    await queueAccountMail(tx, { template: "email-change-notice", changeId: id });
  });
}

/** Ends every pending change of the account: its password was reset or changed, so whoever asked may be locked out. */
export async function cancelPendingEmailChanges(executor: Db, userId: string): Promise<void> {
  await executor
    .update(pendingEmailChanges)
    .set({ outcome: "cancelled", endedAt: new Date() })
    .where(and(eq(pendingEmailChanges.userId, userId), isNull(pendingEmailChanges.outcome)));
}

/**
 * Follows the new address's link: moves the account to it, verified since its owner just proved it, spends
 * the account's reset links (they went to the old address) and ends every other session, keeping
 * `current` when it is this account's. Answers the account's id.
 */
export async function confirmEmailChange(db: Db, token: string, current: { userId: string; sessionId: string } | null): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(pendingEmailChanges)
      .where(eq(pendingEmailChanges.confirmTokenHash, sha256Hex(token)))
      .for("update");
    if (!row || row.expiresAt.getTime() <= Date.now()) throw badRequest(INVALID_CHANGE_LINK);
    if (row.outcome === "confirmed") throw badRequest(CHANGE_LINK_USED);
    if (row.outcome) throw badRequest(CHANGE_CANCELLED);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${row.newEmail}`, ne(users.id, row.userId)));
    if (taken) throw conflict(ADDRESS_NOW_TAKEN);
    await tx.update(users).set({ email: row.newEmail, emailVerified: true }).where(eq(users.id, row.userId));
    await tx.update(pendingEmailChanges).set({ outcome: "confirmed", endedAt: new Date() }).where(eq(pendingEmailChanges.id, row.id));
    await tx.update(passwordResetTokens).set({ used: true }).where(eq(passwordResetTokens.userId, row.userId));
    const keep = current?.userId === row.userId ? current.sessionId : null;
    await tx.delete(sessions).where(keep ? and(eq(sessions.userId, row.userId), ne(sessions.id, keep)) : eq(sessions.userId, row.userId));
    return row.userId;
  });
}

/**
 * Follows the old address's cancel link; needs no sign-in (the link is the credential) and may be followed
 * again: a change already cancelled or replaced answers as cancelled. Only a confirmed change cannot be undone.
 */
export async function cancelEmailChange(db: Db, token: string): Promise<void> {
  const hash = sha256Hex(token);
  const [ended] = await db
    .update(pendingEmailChanges)
    .set({ outcome: "cancelled", endedAt: new Date() })
    .where(and(eq(pendingEmailChanges.cancelTokenHash, hash), isNull(pendingEmailChanges.outcome)))
    .returning({ id: pendingEmailChanges.id });
  if (ended) return;
  const [row] = await db
    .select({ outcome: pendingEmailChanges.outcome })
    .from(pendingEmailChanges)
    .where(eq(pendingEmailChanges.cancelTokenHash, hash));
  if (!row) throw badRequest(INVALID_CANCEL_LINK);
  if (row.outcome === "confirmed") throw conflict(TOO_LATE_TO_CANCEL);
}
