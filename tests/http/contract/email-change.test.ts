// A pending email change over real HTTP, as the attack pass ran it: someone who knows the password asks to
// move the account to their address; the owner does what the notice says; the attacker's link is then dead.
// The notice's cancel link stops a change without signing in. Accounts here are the file's own.
import { describe, expect, it } from "vitest";
import { cookieFrom, expectMessage, http } from "../support/client";
import { clientAddress, httpFrom } from "../support/client-address";
import { latestMailTo, tokenIn } from "../support/mail";
import { OWN_PASSWORD, ownAccount } from "../support/own-accounts";

const FILE = "email-change";
const from = clientAddress(FILE);
const CANCELLED =
  "This email change was cancelled (from the old address, by a password reset or change, or by a newer request), so its link no longer works. You can ask again from your account page.";
const CANCELLED_DONE =
  "The email change is cancelled: your account keeps its address. If you didn't ask for it, choose a new password too, since whoever asked knows your current one.";
const NOTICE = "Your Outpost email address is being changed";
const CONFIRM = "Verify your new Outpost email address";

const login = (username: string, password: string) => httpFrom(from, "/api/login", { body: { username, password } });

describe("a pending email change", () => {
  it("dies when the owner resets the password: the attacker's link is then refused, signed out or not", async () => {
    const victim = await ownAccount(FILE);
    const attacker = cookieFrom(await login(victim.username, OWN_PASSWORD));
    const evil = `evil-${victim.username}@attacker.example`;
    const asked = await http("/api/user/email", { cookie: attacker, body: { newEmail: evil, currentPassword: OWN_PASSWORD } });
    expect(asked.status, asked.text).toBe(200);
    const stolen = tokenIn(await latestMailTo(evil, CONFIRM), "/verify-email");
    const notice = await latestMailTo(victim.email, NOTICE);
    expect(notice.text).toContain(evil);
    expect(notice.text).toContain("/cancel-email-change?token=");

    // The owner does what the notice says.
    expect((await httpFrom(from, "/api/forgot-password", { body: { email: victim.email } })).status).toBe(200);
    const reset = tokenIn(await latestMailTo(victim.email, "Reset your Outpost password"), "/reset-password");
    expect((await httpFrom(from, "/api/reset-password", { body: { token: reset, newPassword: "taken-back-77" } })).status).toBe(200);
    expectMessage(await http("/api/user", { cookie: attacker }), 401);

    expectMessage(await http("/api/verify-email", { body: { token: stolen } }), 400, CANCELLED);
    const back = await login(victim.username, "taken-back-77");
    expect(back.status, back.text).toBe(200);
    expect(back.json()).toMatchObject({ email: victim.email, emailVerified: true });
  });

  it("is cancelled by the notice's link without signing in, as often as it is followed", async () => {
    const account = await ownAccount(FILE);
    const newEmail = `elsewhere-${account.username}@contract.example`;
    expect((await http("/api/user/email", { cookie: account.cookie, body: { newEmail, currentPassword: OWN_PASSWORD } })).status).toBe(200);
    const cancel = tokenIn(await latestMailTo(account.email, NOTICE), "/cancel-email-change");
    const confirm = tokenIn(await latestMailTo(newEmail, CONFIRM), "/verify-email");

    const page = await http(`/cancel-email-change?token=${encodeURIComponent(cancel)}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Cancel This Change");
    for (let i = 0; i < 2; i++) {
      const cancelled = await http("/api/user/email/cancel", { body: { token: cancel } });
      expect(cancelled.status, cancelled.text).toBe(200);
      expect(cancelled.json()).toEqual({ message: CANCELLED_DONE });
    }
    expectMessage(await http("/api/verify-email", { body: { token: confirm } }), 400, CANCELLED);
    expect((await http("/api/user", { cookie: account.cookie })).json()).toMatchObject({ email: account.email });
    expectMessage(
      await http("/api/user/email/cancel", { body: { token: "not-a-real-token" } }),
      400,
      "This link is invalid or has expired.",
    );
  });
});
