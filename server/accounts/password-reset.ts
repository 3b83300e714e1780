// Password reset by email: hashed, single-use tokens valid for an hour; a reset signs out everywhere.
import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { accounts, passwordResetTokens, sessions, users } from "../db/schema";
import { badRequest } from "../http/errors";
import { assertMailCanBeSent } from "../mail/send-mail";
import { queueMail } from "../mail/queued-mail";
import { enforceLimit } from "../rate-limit";
import { config } from "../config";
import { newSecretToken, sha256Hex } from "../secrets";
import { escapeHtml } from "@/lib/html";
import type { Auth } from "./auth";
import { assertUncommonPassword } from "./password-strength";

export const RESET_SENT_MESSAGE = "If an account with that email exists, we've sent you a password reset link.";
export const INVALID_RESET_LINK = "This password reset link is invalid or has expired. Please request a new one.";
const TOKEN_TTL_MS = 60 * 60 * 1000;
const REQUESTS_PER_ADDRESS_PER_HOUR = 3;
const REQUESTS_PER_IP_PER_HOUR = 10;
const RESETS_PER_IP_PER_HOUR = 20;

/**
 * Emails a reset link when the address has an account; says the same either way, and takes the same
 * time: the email is queued with its token and sent by the job queue, so neither its delay nor a failure
 * (retried) tells anyone anything.
 */
export async function requestPasswordReset(db: Db, email: string, ipHash: string): Promise<void> {
  // Checked for every address alike, so a 503 says nothing about which ones have accounts.
  assertMailCanBeSent();
  await enforceLimit(db, `forgot:ip:${ipHash}`, REQUESTS_PER_IP_PER_HOUR, 3600);
  await enforceLimit(db, `forgot:email:${email}`, REQUESTS_PER_ADDRESS_PER_HOUR, 3600);
  const [user] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email));
  if (!user) return;
  const { token, hash } = newSecretToken();
  // The configured public address, never the request's Host header, which a caller controls.
  const link = `${config().baseUrl}/reset-password?token=${token}`;
  const mail = {
    to: email,
    subject: "Reset your Outpost password",
    text: `Hi ${user.name},\n\nSomeone asked to reset the password of your Outpost account. If it was you, open this link within an hour:\n\n${link}\n\nIf it wasn't, ignore this email: your password stays as it is.\n\nOutpost`,
    html: `<p>Hi ${escapeHtml(user.name)},</p><p>Someone asked to reset the password of your Outpost account. If it was you, open this link within an hour:</p><p><a href="${link}">Reset my password</a></p><p>If it wasn't, ignore this email: your password stays as it is.</p><p>Outpost</p>`,
  };
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({ userId: user.id, tokenHash: hash, expiresAt: new Date(Date.now() + TOKEN_TTL_MS) });
    await queueMail(tx, mail);
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
 * account, and ends every session. Answers the account's username: whoever followed the link owns it.
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
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
  });
  return owner.username ?? "";
}
