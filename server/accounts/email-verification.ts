// Verified email (Better Auth's verification, through our mail): an account proves its address by a link
// before it may post or pay, and before data kept under that address is shown or erased through it.
import "server-only";
import { eq, type SQL } from "drizzle-orm";
import { isAPIError } from "better-auth/api";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { jobTransaction } from "../jobs/job-write/job-transaction";
import { badRequest, HttpError } from "../http/errors";
import { enforceLimit } from "../rate-limit";
import type { Auth } from "./auth";
import type { PublicUser } from "./public-user";
import { confirmEmailChange, INVALID_CHANGE_LINK } from "./email-change";
import { signedLinkPayload } from "./verification-mail";

export const VERIFY_FIRST =
  "Please verify your email address first: open the link we sent you, or ask for a new one from your account page.";
export const INVALID_VERIFY_LINK = INVALID_CHANGE_LINK;
export const ALREADY_VERIFIED = "Your email address is already verified";
export const VERIFICATION_SENT = "We've sent a new link to your email address. It works for 24 hours.";

const RESENDS_PER_USER_PER_HOUR = 3;

/**
 * Marks an address proved by other means than our link: the admin named by ADMIN_* (whoever set the
 * variables owns it). Test support uses it only where every helper already writes to the database.
 */
export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

/** The one check before posting or paying: 403 with its own code, so the screen can offer a new link. */
export function requireVerifiedEmail(user: PublicUser): void {
  if (!user.emailVerified) throw new HttpError(403, VERIFY_FIRST, undefined, "email_unverified");
}

/** Emails a fresh link to the signed-in user's address; a few an hour, so the button cannot flood an inbox. */
export async function resendVerification(db: Db, auth: Auth, user: PublicUser, requestHeaders: Headers): Promise<void> {
  if (user.emailVerified) throw badRequest(ALREADY_VERIFIED);
  await enforceLimit(db, `verify-resend:user:${user.id}`, RESENDS_PER_USER_PER_HOUR, 3600);
  await auth.api.sendVerificationEmail({ body: { email: user.email }, headers: requestHeaders });
}

/**
 * Follows a link from a verification email. A sign-up link (signed by Better Auth) marks the address verified;
 * an email-change link (ours, sent to the new address) moves the account to it (email-change.ts). A signed
 * change link from before changes were kept as rows is refused: nothing could cancel it.
 */
export async function confirmEmail(db: Db, auth: Auth, token: string, requestHeaders: Headers): Promise<"verified" | "changed"> {
  const signed = signedLinkPayload(token);
  if (!signed) {
    const current = await auth.api.getSession({ headers: requestHeaders, query: { disableRefresh: true } });
    const userId = await confirmEmailChange(db, token, current ? { userId: current.user.id, sessionId: current.session.id } : null);
    await retireBadgeReads(db, eq(users.id, userId));
    return "changed";
  }
  if (signed.updateTo !== undefined || signed.requestType !== undefined) throw badRequest(INVALID_VERIFY_LINK);
  try {
    await auth.api.verifyEmail({ query: { token }, headers: requestHeaders });
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) throw badRequest(INVALID_VERIFY_LINK);
    throw error;
  }
  await retireBadgeReads(db, eq(users.email, typeof signed.email === "string" ? signed.email : ""));
  return "verified";
}

/**
 * A verified address can give an employer the Verified employer badge (employer-verification.ts), so the job
 * reads that show it are retired at once rather than when they expire.
 */
async function retireBadgeReads(db: Db, account: SQL): Promise<void> {
  const [row] = await db.select({ companyDomain: users.companyDomain }).from(users).where(account);
  if (row?.companyDomain) await jobTransaction(db, async (write) => write.retireBoard());
}
