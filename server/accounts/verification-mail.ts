// The account emails Better Auth asks for: the link that verifies an address, and the note to an owner whose
// address someone tried to sign up with. Each is queued and sent by the job queue, so its delay or failure
// tells the caller nothing about the address. Better Auth calls these from its own writes (the user) outside
// any transaction of ours: the mail is queued right after them, on the database itself.
import "server-only";
import { config } from "../config";
import type { Db } from "../db/client";
import { queueAccountMail, queueMail } from "../mail/queued-mail";
import { compose, greeting } from "./account-mail";

type MailUser = { id: string; email: string; name: string; emailVerified?: boolean | null; username?: string | null };

/** What one of Better Auth's signed links (a JWT) says, unchecked (its signature is checked on use); null for anything else. */
export function signedLinkPayload(token: string): Record<string, unknown> | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return payload && typeof payload === "object" ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Sent by Better Auth at sign-up and on a resend. Its token is dropped: the queue keeps only the account's id,
 * and the link is signed afresh when the mail is sent (account-mail.ts), so no stored row holds a live one.
 */
export async function sendVerificationLink(db: Db, user: MailUser): Promise<void> {
  await queueAccountMail(db, { template: "verify-email", userId: user.id });
}

/** Someone signed up with an address that already has an account: its owner hears, the caller does not. */
export async function sendExistingAccountNotice(db: Db, user: MailUser): Promise<void> {
  const base = config().baseUrl;
  // The username too was chosen by whoever made the account; it is named only once the address is proved.
  const known = user.emailVerified && user.username ? ` (username ${user.username})` : "";
  await queueMail(
    db,
    compose(user.email, "Someone tried to sign up with your email", greeting(user), [
      `Someone tried to create an Outpost account with this email address, which already has one${known}. No new account was made.`,
      "If it was you, sign in instead:",
      { link: `${base}/login`, label: "Sign in" },
      "Forgotten your password? Reset it here:",
      { link: `${base}/forgot-password`, label: "Reset my password" },
      "If it wasn't you, ignore this email: nothing has changed.",
    ]),
  );
}
