// Password reset by email: hashed, single-use tokens valid for an hour; a reset signs out everywhere.
import "server-only";
import crypto from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { accounts, passwordResetTokens, sessions, users } from "../db/schema";
import { badRequest } from "../http/errors";
import { assertMailCanBeSent } from "../mail/send-mail";
import { queueAccountMail } from "../mail/queued-mail";
import { enforceLimit } from "../rate-limit";
import { sha256Hex } from "../secrets";
import type { Auth } from "./auth";
import { cancelPendingEmailChanges } from "./email-change";
import { resetToken } from "./link-tokens";
import { assertUncommonPassword } from "./password-strength";

export const RESET_SENT_MESSAGE = "If an account with that email exists, we've sent you a password reset link.";
export const INVALID_RESET_LINK = "This password reset link is invalid or has expired. Please request a new one.";
const TOKEN_TTL_MS = 60 * 60 * 1000;
const REQUESTS_PER_ADDRESS_PER_HOUR = 3;
const REQUESTS_PER_IP_PER_HOUR = 10;
const RESETS_PER_IP_PER_HOUR = 20;

/**
 * Emails a reset link when the address has an account; says the same either way, and takes the same
 * time: the email is queued and sent by the job queue, so neither its delay nor a failure
 * (retried) tells anyone anything.
 */
export async function requestPasswordReset(db: Db, email: string, ipHash: string): Promise<void> {
  // Checked for every address alike, so a 503 says nothing about which ones have accounts.
  assertMailCanBeSent();
  await enforceLimit(db, `forgot:ip:${ipHash}`, REQUESTS_PER_IP_PER_HOUR, 3600);
  await enforceLimit(db, `forgot:email:${email}`, REQUESTS_PER_ADDRESS_PER_HOUR, 3600);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return;
  // The mail names only the row; its link is made from the row's id when it is sent (account-mail.ts).
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx
      .insert(passwordResetTokens)
      .values({ id, userId: user.id, tokenHash: sha256Hex(resetToken(id)), expiresAt: new Date(Date.now() + TOKEN_TTL_MS) });
    await queueAccountMail(tx, { template: "password-reset", resetId: id });
  });
}

const usable = (token: string) =>
  and(
    eq(passwordResetTokens.tokenHash, sha256Hex(token)),
    eq(passwordResetTokens.used, false),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

export async function isResetTokenValid(db: Db, token: string): Promise<boolean> {
  const [row] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(usable(token));
  return !!row;
}

/**
 * Sets the new password, spends the token (once, even under concurrent use) with every other link of the
 * account, cancels every pending email change (the owner is taking the account back) and ends every session. Answers the account's username: whoever followed the link owns it.
 */
export async function resetPassword(db: Db, auth: Auth, token: string, newPassword: string, ipHash: string): Promise<string> {
  await enforceLimit(db, `reset:ip:${ipHash}`, RESETS_PER_IP_PER_HOUR, 3600);
  // The cheap check first: hashing a password is deliberately slow.
  const [owner] = await db
    .select({ username: users.username, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(usable(token));
  if (!owner) throw badRequest(INVALID_RESET_LINK);
  assertUncommonPassword(newPassword, [owner.username ?? "", owner.email, owner.email.split("@")[0]]);
  const hash = await (await auth.$context).password.hash(newPassword);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ used: true })
      .where(usable(token))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw badRequest(INVALID_RESET_LINK);
    await tx.update(passwordResetTokens).set({ used: true }).where(eq(passwordResetTokens.userId, spent.userId));
    await tx
      .update(accounts)
      .set({ password: hash })
      .where(and(eq(accounts.userId, spent.userId), eq(accounts.providerId, "credential")));
    await cancelPendingEmailChanges(tx, spent.userId);
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
  });
  return owner.username ?? "";
}
