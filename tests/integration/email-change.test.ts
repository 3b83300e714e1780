// A pending email change is a row that the account's owner can end: a password reset or change cancels it,
// the notice to the old address carries a link that cancels it without signing in, and a spent, cancelled
// or replaced link is refused with a message saying which. The attack it stops: someone who knows the
// password asks for a change to their address; the owner resets the password; the attacker's link is dead.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createEmailVerificationToken } from "better-auth/api";
import { POST as changeEmail } from "@/app/api/user/email/route";
import { POST as cancelChange } from "@/app/api/user/email/cancel/route";
import { POST as verifyEmail } from "@/app/api/verify-email/route";
import { POST as forgot } from "@/app/api/forgot-password/route";
import { POST as reset } from "@/app/api/reset-password/route";
import { POST as changePassword } from "@/app/api/user/password/route";
import { GET as currentUser } from "@/app/api/user/route";
import { POST as login } from "@/app/api/login/route";
import {
  CHANGE_CANCELLED,
  CHANGE_CANCELLED_DONE,
  CHANGE_LINK_USED,
  INVALID_CANCEL_LINK,
  TOO_LATE_TO_CANCEL,
} from "@/server/accounts/email-change";
import { INVALID_VERIFY_LINK } from "@/server/accounts/email-verification";
import { users } from "@/server/db/schema";
import { authSecret } from "@/server/secrets";
import { signUp } from "../support/accounts";
import { call, cookieFrom } from "../support/http";
import { sentMail } from "../support/queue";
import { withTestDatabase } from "../support/test-db";

const t = withTestDatabase();
const PASSWORD = "s3cret-pass";
const answer = async (res: Response) => ({ status: res.status, ...((await res.json()) as { message?: string }) });

/** The token of the newest `page` link mailed to `address` with this subject. */
async function linkIn(address: string, subject: string, page: string): Promise<string> {
  const mail = (await sentMail(1000)).find((m) => m.to.includes(address) && m.subject === subject);
  expect(mail, `"${subject}" to ${address}`).toBeDefined();
  const match = new RegExp(`${page}\\?token=([^\\s"&<>]+)`).exec(mail!.text);
  expect(match, `a ${page} link in "${subject}"`).not.toBeNull();
  return decodeURIComponent(match![1]);
}

async function askForChange(account: { cookie: string; username: string }, tag: string) {
  const newEmail = `${tag}-${account.username}@attacker.example`;
  const asked = await call(changeEmail, "/x", { cookie: account.cookie, body: { newEmail, currentPassword: PASSWORD } });
  expect(asked.status).toBe(200);
  return newEmail;
}

const confirmLink = (newEmail: string) => linkIn(newEmail, "Verify your new Outpost email address", "/verify-email");
const emailOf = async (id: string) => (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0].email;

describe("a pending email change", () => {
  it("is cancelled by a password reset: the attacker's link then answers 400 and the address stays", async () => {
    const victim = await signUp("user");
    const attacker = cookieFrom(await call(login, "/x", { body: { username: victim.username, password: PASSWORD } }));
    const newEmail = await askForChange({ cookie: attacker, username: victim.username }, "evil");
    const stolenLink = await confirmLink(newEmail);

    expect((await call(forgot, "/x", { body: { email: victim.email } })).status).toBe(200);
    const resetToken = await linkIn(victim.email, "Reset your Outpost password", "/reset-password");
    expect((await call(reset, "/x", { body: { token: resetToken, newPassword: "taken-back-9" } })).status).toBe(200);

    expect(await answer(await call(verifyEmail, "/x", { body: { token: stolenLink } }))).toMatchObject({
      status: 400,
      message: CHANGE_CANCELLED,
    });
    expect(await emailOf(victim.id)).toBe(victim.email);
    expect((await call(login, "/x", { body: { username: victim.username, password: "taken-back-9" } })).status).toBe(200);
  });

  it("is cancelled by a password change", async () => {
    const account = await signUp("user");
    const newEmail = await askForChange(account, "pw");
    const link = await confirmLink(newEmail);
    const changed = await call(changePassword, "/x", {
      cookie: account.cookie,
      body: { currentPassword: PASSWORD, newPassword: "fresh-pass-42" },
    });
    expect(changed.status).toBe(200);
    expect(await answer(await call(verifyEmail, "/x", { body: { token: link } }))).toMatchObject({
      status: 400,
      message: CHANGE_CANCELLED,
    });
    expect(await emailOf(account.id)).toBe(account.email);
  });

  it("is cancelled, signed out and more than once, by the link in the notice to the old address", async () => {
    const account = await signUp("user");
    const newEmail = await askForChange(account, "cancel");
    const notice = (await sentMail(1000)).find(
      (m) => m.to.includes(account.email) && m.subject === "Your Outpost email address is being changed",
    );
    expect(notice?.text).toContain(newEmail);
    // It no longer says a reset is all it takes; it gives the link that stops the change.
    expect(notice?.text).not.toContain("which signs out every device");
    expect(notice?.html).toContain("Cancel this change");
    const cancelToken = await linkIn(account.email, "Your Outpost email address is being changed", "/cancel-email-change");
    const link = await confirmLink(newEmail);

    expect(await answer(await call(cancelChange, "/x", { body: { token: cancelToken } }))).toMatchObject({
      status: 200,
      message: CHANGE_CANCELLED_DONE,
    });
    expect(await answer(await call(cancelChange, "/x", { body: { token: cancelToken } }))).toMatchObject({
      status: 200,
      message: CHANGE_CANCELLED_DONE,
    });
    expect(await answer(await call(verifyEmail, "/x", { body: { token: link } }))).toMatchObject({
      status: 400,
      message: CHANGE_CANCELLED,
    });
    expect(await emailOf(account.id)).toBe(account.email);
    expect(await answer(await call(cancelChange, "/x", { body: { token: "made-up" } }))).toMatchObject({
      status: 400,
      message: INVALID_CANCEL_LINK,
    });
  });

  it("once confirmed, cannot be cancelled, and its link is spent", async () => {
    const account = await signUp("user");
    const newEmail = await askForChange(account, "kept");
    const cancelToken = await linkIn(account.email, "Your Outpost email address is being changed", "/cancel-email-change");
    const link = await confirmLink(newEmail);
    expect((await call(verifyEmail, "/x", { cookie: account.cookie, body: { token: link } })).status).toBe(200);
    expect(await emailOf(account.id)).toBe(newEmail);
    expect(await answer(await call(cancelChange, "/x", { body: { token: cancelToken } }))).toMatchObject({
      status: 409,
      message: TOO_LATE_TO_CANCEL,
    });
    expect(await answer(await call(verifyEmail, "/x", { body: { token: link } }))).toMatchObject({
      status: 400,
      message: CHANGE_LINK_USED,
    });
    expect(await call(currentUser, "/x", { cookie: account.cookie }).then((r) => r.json())).toMatchObject({
      email: newEmail,
      emailVerified: true,
    });
  });

  it("is replaced by a newer request: only the latest link works", async () => {
    const account = await signUp("user");
    const first = await confirmLink(await askForChange(account, "first"));
    const second = await askForChange(account, "second");
    expect(await answer(await call(verifyEmail, "/x", { body: { token: first } }))).toMatchObject({
      status: 400,
      message: CHANGE_CANCELLED,
    });
    expect((await call(verifyEmail, "/x", { body: { token: await confirmLink(second) } })).status).toBe(200);
    expect(await emailOf(account.id)).toBe(second);
  });

  it("refuses a signed change link of the auth library, which nothing could cancel", async () => {
    const account = await signUp("user");
    const forged = await createEmailVerificationToken(authSecret(), account.email, `legacy-${account.username}@attacker.example`, 3600, {
      requestType: "change-email-verification",
      userId: account.id,
    });
    expect(await answer(await call(verifyEmail, "/x", { body: { token: forged } }))).toMatchObject({
      status: 400,
      message: INVALID_VERIFY_LINK,
    });
    expect(await emailOf(account.id)).toBe(account.email);
  });
});
