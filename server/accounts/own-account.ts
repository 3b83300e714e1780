// A user's control of their own account: change password or email, delete the account. Each
// asks for the current password, so a session left open on a shared computer cannot take the account over.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { isAPIError } from "better-auth/api";
import type { ChangeEmailInput, ChangePasswordInput } from "@/lib/schemas/account";
import type { Db } from "../db/client";
import {
  accounts,
  digestSends,
  emailSubscribers,
  savedSearches,
  jobs,
  jobSources,
  passwordResetTokens,
  pendingEmailChanges,
  pushSubscriptions,
  reminderOptOuts,
  sessions,
  shortlists,
  ticketReminderOptOuts,
  ticketReminderSends,
  userProfiles,
  users,
} from "../db/schema";
import { badRequest, conflict, forbidden } from "../http/errors";
import { enforceLimit } from "../rate-limit";
import { jobTransaction } from "../jobs/job-write/job-transaction";
import type { Auth } from "./auth";
import { assertUncommonPassword } from "./password-strength";
import type { PublicUser } from "./public-user";
import { cancelPendingEmailChanges, requestEmailChange } from "./email-change";
import { declineOnEmployerDeletion, deleteSeekerApplications, removeCvs } from "../applications/account-applications";

export const WRONG_PASSWORD = "Your current password is incorrect";
export const LAST_ADMIN = "You are the only administrator. Make another account an administrator before deleting this one.";

/** Guesses at the current password from a stolen session: a handful, then a wait. */
const PASSWORD_CHECKS_PER_USER = 10;
const PASSWORD_CHECK_WINDOW_S = 15 * 60;
/** Each request emails two addresses; a few an hour is plenty for a typo or two. */
const EMAIL_CHANGES_PER_USER_PER_HOUR = 5;

const ownWords = (user: PublicUser) => [user.username, user.email, user.email.split("@")[0], user.firstName ?? "", user.lastName ?? ""];

const limitPasswordChecks = (db: Db, user: PublicUser) =>
  enforceLimit(db, `own-account:password:${user.id}`, PASSWORD_CHECKS_PER_USER, PASSWORD_CHECK_WINDOW_S);

async function assertCurrentPassword(db: Db, auth: Auth, user: PublicUser, password: string): Promise<void> {
  await limitPasswordChecks(db, user);
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")));
  const ok = credential?.hash ? await (await auth.$context).password.verify({ hash: credential.hash, password }) : false;
  if (!ok) throw forbidden(WRONG_PASSWORD);
}

/**
 * Better Auth's changePassword, which also ends every other session and opens a fresh one for this
 * browser, after checking the current password itself; answers the cookies to set. Outstanding reset
 * links are spent (they were for the old password) and pending email changes cancelled: whoever asked for
 * one may be the person the new password is meant to lock out.
 */
export async function changePassword(
  db: Db,
  auth: Auth,
  user: PublicUser,
  input: ChangePasswordInput,
  requestHeaders: Headers,
): Promise<string[]> {
  await limitPasswordChecks(db, user);
  assertUncommonPassword(input.newPassword, ownWords(user));
  try {
    const { headers } = await auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: requestHeaders,
      returnHeaders: true,
    });
    await db.update(passwordResetTokens).set({ used: true }).where(eq(passwordResetTokens.userId, user.id));
    await cancelPendingEmailChanges(db, user.id);
    return headers?.getSetCookie() ?? [];
  } catch (error) {
    if (!isAPIError(error) || error.statusCode >= 500) throw error;
    const code = (error.body as { code?: string } | undefined)?.code;
    throw code === "INVALID_PASSWORD" ? forbidden(WRONG_PASSWORD) : badRequest(error.body?.message ?? "The password could not be changed");
  }
}

export const EMAIL_CHANGE_SENT =
  "We've sent a link to your new email address. Your email changes when you open it; until then it stays as it is.";

/**
 * Records the change and emails the new address a confirming link; the account keeps its current address
 * until that link is followed (email-change.ts). The current address is told at once, with a link that
 * cancels the change. An address another account holds is answered the same, and gets no link: the form
 * says nothing about who has an account.
 */
export async function changeEmail(db: Db, auth: Auth, user: PublicUser, input: ChangeEmailInput): Promise<void> {
  await assertCurrentPassword(db, auth, user, input.currentPassword);
  if (input.newEmail === user.email.toLowerCase()) throw badRequest("This is already your email address");
  await enforceLimit(db, `own-account:email-change:${user.id}`, EMAIL_CHANGES_PER_USER_PER_HOUR, 3600);
  await requestEmailChange(db, user, input.newEmail);
}

/**
 * Deletes the account (decision 045): the user row stays, anonymised, because payments must remain for
 * the accounts and point at it; everything else about the person goes. Their jobs are archived, not
 * deleted (they leave the board; the paid record stays), and the feeds and ATS boards that posted for them
 * go; subscriptions and alerts to their address (once it is verified), their shortlist, worker profile,
 * password and sessions are removed. The last administrator cannot delete themselves. Open applications to
 * their jobs are declined first (each seeker told), and their own applications go with their CVs.
 */
export async function deleteAccount(db: Db, auth: Auth, user: PublicUser, currentPassword: string): Promise<void> {
  await assertCurrentPassword(db, auth, user, currentPassword);
  const email = user.email.toLowerCase();
  let cvKeys: string[] = [];
  await jobTransaction(db, async (write) => {
    const tx = write.tx;
    // The account's name leaves every read that showed it, listed jobs or not.
    write.retireBoard();
    if (user.role === "admin") {
      // Locks every admin row, so two admins deleting themselves at once cannot both see the other.
      const admins = await tx
        .select({ id: users.id, banned: users.banned, isActive: users.isActive })
        .from(users)
        .where(eq(users.role, "admin"))
        .for("update");
      if (!admins.some((a) => a.id !== user.id && a.isActive && !a.banned)) throw conflict(LAST_ADMIN);
    }
    // While the jobs are still listed, so each seeker reads Declined with why, not a job closing on them.
    await declineOnEmployerDeletion(tx, user.id);
    cvKeys = await deleteSeekerApplications(tx, user.id);
    const theirs = and(eq(jobs.employerId, user.id), eq(jobs.isActive, true));
    const archiving = await tx.select({ id: jobs.id }).from(jobs).where(theirs).for("update");
    await write.touching(archiving.map((job) => job.id));
    await tx.update(jobs).set({ isActive: false, archivedAt: new Date() }).where(theirs);
    // A feed or ATS board set up for the account must not go on posting for an account that is gone.
    await tx.delete(jobSources).where(eq(jobSources.userId, user.id));
    // What is kept under the address goes with the account only once the account has proved it owns the
    // address; otherwise it belongs to whoever does, and stays.
    if (user.emailVerified) {
      await tx.delete(emailSubscribers).where(sql`lower(${emailSubscribers.email}) = ${email}`);
      await tx.delete(savedSearches).where(sql`lower(${savedSearches.email}) = ${email}`);
      await tx.delete(digestSends).where(sql`lower(${digestSends.email}) = ${email}`);
    }
    // The account's own searches (held by its id, mailed at the account's address) go whatever the address;
    // their push subscriptions go with them by the foreign key.
    await tx.delete(savedSearches).where(eq(savedSearches.userId, user.id));
    await tx.delete(shortlists).where(eq(shortlists.userId, user.id));
    // Its browsers' push endpoints: nothing is sent to a deleted account's devices.
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    await tx.delete(userProfiles).where(eq(userProfiles.userId, user.id));
    await tx.delete(ticketReminderSends).where(eq(ticketReminderSends.userId, user.id));
    await tx.delete(ticketReminderOptOuts).where(eq(ticketReminderOptOuts.userId, user.id));
    await tx.delete(reminderOptOuts).where(eq(reminderOptOuts.userId, user.id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.delete(pendingEmailChanges).where(eq(pendingEmailChanges.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(accounts).where(eq(accounts.userId, user.id));
    const tag = user.id.replace(/-/g, "");
    await tx
      .update(users)
      .set({
        username: `deleted_${tag}`,
        displayUsername: null,
        email: `deleted-${tag}@deleted.invalid`,
        emailVerified: false,
        name: "Deleted account",
        firstName: null,
        lastName: null,
        profileImageUrl: null,
        role: "user",
        companyName: null,
        companyWebsite: null,
        companyDescription: null,
        companyLogoUrl: null,
        companySocialLinks: null,
        companyDomain: null,
        employerVerification: "auto",
        isActive: false,
        banReason: null,
      })
      .where(eq(users.id, user.id));
  });
  // Once the rows are gone for good: a deletion that rolled back keeps its CVs.
  await removeCvs(cvKeys);
}
