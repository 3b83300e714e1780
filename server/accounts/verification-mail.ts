// The account emails around an address: the link that verifies it, the link that confirms a new one, the
// notice to the old one, and the note to an owner whose address someone tried to sign up with. Each is
// queued and sent by the job queue, so its delay or failure tells the caller nothing about the address.
// Better Auth calls these from its own writes (the user, the verification token) outside any transaction of
// ours: the mail is queued right after them, on the database itself.
import "server-only";
import { escapeHtml } from "@/lib/html";
import { config } from "../config";
import type { Db } from "../db/client";
import { queueMail } from "../mail/queued-mail";
import type { Mail } from "../mail/send-mail";

type MailUser = { email: string; name: string; username?: string | null };

/** Where a verification link lands: our page, which confirms through POST /api/verify-email. */
export function verifyLink(token: string): string {
  // The configured public address, never the request's Host header, which a caller controls.
  return `${config().baseUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

/** Better Auth's tokens are JWTs; what kind of link this is decides only the wording (the signature is checked on use). */
export function tokenRequestType(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { requestType?: unknown };
    return typeof payload.requestType === "string" ? payload.requestType : undefined;
  } catch {
    return undefined;
  }
}

function compose(to: string, subject: string, greeting: string, paragraphs: (string | { link: string; label: string })[]): Mail {
  const text = [greeting, ...paragraphs.map((p) => (typeof p === "string" ? p : p.link)), "Outpost"].join("\n\n");
  const html = [greeting, ...paragraphs, "Outpost"]
    .map((p) => (typeof p === "string" ? `<p>${escapeHtml(p)}</p>` : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.label)}</a></p>`))
    .join("");
  return { to, subject, text, html };
}

/** Sent by Better Auth at sign-up, on a resend, and to the new address of an email change. */
export async function sendVerificationLink(db: Db, user: MailUser, token: string): Promise<void> {
  const link = { link: verifyLink(token), label: "Confirm my email address" };
  const hours = "The link works for 24 hours.";
  const mail =
    tokenRequestType(token) === "change-email-verification"
      ? compose(user.email, "Verify your new Outpost email address", `Hi ${user.name},`, [
          "You asked to make this the sign-in email of your Outpost account. Open this link to confirm it; your email changes when you do, and every other device is signed out.",
          link,
          hours,
          "If it wasn't you, ignore this email: nothing changes.",
        ])
      : compose(user.email, "Verify your Outpost email address", `Hi ${user.name},`, [
          "Please confirm this is your email address. Until you do, you can sign in and look around, but not post jobs or pay.",
          link,
          hours,
          "If you didn't create an Outpost account, ignore this email.",
        ]);
  await queueMail(db, mail);
}

/** Someone signed up with an address that already has an account: its owner hears, the caller does not. */
export async function sendExistingAccountNotice(db: Db, user: MailUser): Promise<void> {
  const base = config().baseUrl;
  await queueMail(
    db,
    compose(user.email, "Someone tried to sign up with your email", `Hi ${user.name},`, [
      `Someone tried to create an Outpost account with this email address, which already has one${user.username ? ` (username ${user.username})` : ""}. No new account was made.`,
      "If it was you, sign in instead:",
      { link: `${base}/login`, label: "Sign in" },
      "Forgotten your password? Reset it here:",
      { link: `${base}/forgot-password`, label: "Reset my password" },
      "If it wasn't you, ignore this email: nothing has changed.",
    ]),
  );
}

/** Sent to the current address when a change to another is asked for; the change waits for the new address's link. */
export async function sendEmailChangeNotice(db: Db, user: MailUser, newEmail: string): Promise<void> {
  await queueMail(
    db,
    compose(user.email, "Your Outpost email address is being changed", `Hi ${user.name},`, [
      `Someone signed in to your Outpost account asked to change its email address to ${newEmail}. It changes only when that address confirms by the link we sent it; then every other device is signed out.`,
      "If this wasn't you, reset your password now, which signs out every device:",
      { link: `${config().baseUrl}/forgot-password`, label: "Reset my password" },
    ]),
  );
}
