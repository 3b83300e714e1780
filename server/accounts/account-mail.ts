// The account mails whose link is a credential, made when the queue sends them from the row they are for
// (queued by reference, server/mail/mail-schema.ts): a password reset, a verification link, an email change's
// link to the new address and its notice to the old one. A row whose link can no longer be used makes no mail.
// Until an address is verified, its mails greet nobody by name: the name was typed by whoever signed up.
import "server-only";
import { eq } from "drizzle-orm";
import { createEmailVerificationToken } from "better-auth/api";
import { escapeHtml } from "@/lib/html";
import { config } from "../config";
import type { Db } from "../db/client";
import { passwordResetTokens, pendingEmailChanges, users } from "../db/schema";
import type { AccountMail } from "../mail/mail-schema";
import type { Mail } from "../mail/send-mail";
import { authSecret } from "../secrets";
import { emailChangeTokens, resetToken } from "./link-tokens";

export const VERIFY_LINK_HOURS = 24;
export const EMAIL_CHANGE_LINK_HOURS = 24;

type Paragraph = string | { link: string; label: string };

export function compose(to: string, subject: string, greeting: string, paragraphs: Paragraph[]): Mail {
  const text = [greeting, ...paragraphs.map((p) => (typeof p === "string" ? p : p.link)), "Outpost"].join("\n\n");
  const html = [greeting, ...paragraphs, "Outpost"]
    .map((p) => (typeof p === "string" ? `<p>${escapeHtml(p)}</p>` : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.label)}</a></p>`))
    .join("");
  return { to, subject, text, html };
}

/** By name only once the address has proved it is the account's: before that the name may be anyone's words. */
export const greeting = (user: { name: string; emailVerified?: boolean | null }) => (user.emailVerified ? `Hi ${user.name},` : "Hello,");

/** Where a verification or email-change link lands: our page, which confirms through POST /api/verify-email. */
export function verifyLink(token: string): string {
  // The configured public address, never the request's Host header, which a caller controls.
  return `${config().baseUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

export const cancelEmailChangeLink = (token: string) => `${config().baseUrl}/cancel-email-change?token=${encodeURIComponent(token)}`;

const live = (row: { expiresAt: Date }) => row.expiresAt.getTime() > Date.now();

async function passwordResetMail(db: Db, resetId: string): Promise<Mail | null> {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      used: passwordResetTokens.used,
      expiresAt: passwordResetTokens.expiresAt,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.id, resetId));
  if (!row || row.used || !live(row)) return null;
  const link = `${config().baseUrl}/reset-password?token=${resetToken(resetId)}`;
  return compose(row.email, "Reset your Outpost password", greeting(row), [
    "Someone asked to reset the password of your Outpost account. If it was you, open this link within an hour:",
    { link, label: "Reset my password" },
    "If it wasn't, ignore this email: your password stays as it is.",
  ]);
}

async function verificationMail(db: Db, userId: string): Promise<Mail | null> {
  const [user] = await db
    .select({ email: users.email, emailVerified: users.emailVerified, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.emailVerified || !user.isActive) return null;
  // The auth library's own signed link, made now rather than when asked, so it is never stored.
  const token = await createEmailVerificationToken(authSecret(), user.email, undefined, VERIFY_LINK_HOURS * 60 * 60, { userId });
  return compose(user.email, "Verify your Outpost email address", "Hello,", [
    "Please confirm this is your email address. Until you do, you can sign in and look around, but not post jobs or pay.",
    { link: verifyLink(token), label: "Confirm my email address" },
    `The link works for ${VERIFY_LINK_HOURS} hours.`,
    "If you didn't create an Outpost account, ignore this email.",
  ]);
}

async function emailChange(db: Db, changeId: string) {
  const [row] = await db
    .select({
      oldEmail: pendingEmailChanges.oldEmail,
      newEmail: pendingEmailChanges.newEmail,
      outcome: pendingEmailChanges.outcome,
      expiresAt: pendingEmailChanges.expiresAt,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
    })
    .from(pendingEmailChanges)
    .innerJoin(users, eq(users.id, pendingEmailChanges.userId))
    .where(eq(pendingEmailChanges.id, changeId));
  return row;
}

async function emailChangeConfirmMail(db: Db, changeId: string): Promise<Mail | null> {
  const row = await emailChange(db, changeId);
  if (!row || row.outcome || !live(row)) return null;
  return compose(row.newEmail, "Verify your new Outpost email address", "Hello,", [
    "You asked to make this the sign-in email of your Outpost account. Open this link to confirm it; your email changes when you do, and every other device is signed out.",
    { link: verifyLink(emailChangeTokens(changeId).confirm), label: "Confirm my email address" },
    `The link works for ${EMAIL_CHANGE_LINK_HOURS} hours.`,
    "If it wasn't you, ignore this email: nothing changes.",
  ]);
}

async function emailChangeNotice(db: Db, changeId: string): Promise<Mail | null> {
  const row = await emailChange(db, changeId);
  if (!row) return null;
  // The account's verified flag speaks for the old address only while the account still has it.
  const verified = row.emailVerified && row.email.toLowerCase() === row.oldEmail.toLowerCase();
  return compose(row.oldEmail, "Your Outpost email address is being changed", greeting({ name: row.name, emailVerified: verified }), [
    `Someone signed in to your Outpost account asked to change its email address to ${row.newEmail}. It changes only when that address confirms by the link we sent it; then every other device is signed out.`,
    "If this wasn't you, cancel the change with this link; it works until the new address confirms:",
    { link: cancelEmailChangeLink(emailChangeTokens(changeId).cancel), label: "Cancel this change" },
    "Then choose a new password, since whoever asked knows your current one:",
    { link: `${config().baseUrl}/forgot-password`, label: "Reset my password" },
  ]);
}

/** The mail a reference names, as it stands now; null when its link could no longer be used. */
export function renderAccountMail(db: Db, mail: AccountMail): Promise<Mail | null> {
  switch (mail.template) {
    case "password-reset":
      return passwordResetMail(db, mail.resetId);
    case "verify-email":
      return verificationMail(db, mail.userId);
    case "email-change-confirm":
      return emailChangeConfirmMail(db, mail.changeId);
    case "email-change-notice":
      return emailChangeNotice(db, mail.changeId);
  }
}
