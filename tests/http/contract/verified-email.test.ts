// Verified email over real HTTP: an account proves its address by the emailed link before it may post or
// pay, and before alerts and subscriptions kept under that address are exported or erased through it; an
// email change is confirmed at the new address, announced to the old one, and signs out other sessions;
// registering with a taken email answers exactly as a new one. Accounts here are the file's own.
import { describe, expect, it } from "vitest";
import { jobDraft } from "../../support/job-drafts";
import { SEEKER } from "../support/accounts";
import { cookieFrom, expectMessage, http, uniqueName } from "../support/client";
import { clientAddress, httpFrom } from "../support/client-address";
import { latestMailTo, mailTo, tokenIn } from "../support/mail";
import { OWN_PASSWORD, ownAccount } from "../support/own-accounts";

const FILE = "verified-email";
const from = clientAddress(FILE);
const VERIFY_FIRST = "Please verify your email address first: open the link we sent you, or ask for a new one from your account page.";
const INVALID_LINK = "This link is invalid or has expired. Please ask for a new one from your account page.";

const register = (body: Record<string, unknown>) => httpFrom(from, "/api/register", { body: { password: OWN_PASSWORD, ...body } });
const signIn = async (username: string) => {
  const answer = await httpFrom(from, "/api/login", { body: { username, password: OWN_PASSWORD } });
  expect(answer.status, answer.text).toBe(200);
  return cookieFrom(answer);
};
/** The next email to `address` with this subject, after the `before` it already had: mail goes out after the answer. */
async function nextMail(address: string, subject: string, before: number) {
  let found: Awaited<ReturnType<typeof mailTo>>[number] | undefined;
  await expect
    .poll(
      async () => {
        const all = await mailTo(address);
        found = all.length > before ? all.slice(0, all.length - before).find((m) => m.subject === subject) : undefined;
        return found;
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBeDefined();
  return found!;
}
const countMail = async (address: string) => (await mailTo(address)).length;

const confirmSubscription = async (email: string, subject: string, before: number) => {
  const token = tokenIn(await nextMail(email, subject, before), "/subscriptions/confirm");
  expect((await http("/api/subscriptions/confirm", { body: { token } })).status).toBe(200);
};

describe("registering with someone else's email", () => {
  it("neither shows nor erases their alerts and subscriptions; the owner sees them once verified", async () => {
    const victim = `victim-${uniqueName("ve")}@contract.example`;
    expect((await httpFrom(from, "/api/email-subscribe", { body: { email: victim } })).status).toBe(200);
    await confirmSubscription(victim, "Confirm your Outpost subscription", 0);
    const settings = { salary: 120000, location: "europe", categories: ["mining"] };
    expect((await httpFrom(from, "/api/job-alerts", { body: { email: victim, settings } })).status).toBe(200);
    await confirmSubscription(victim, "Confirm your Outpost job alert", 1);

    const intruder = uniqueName("intruder");
    expect((await register({ username: intruder, email: victim })).status).toBe(201);
    // Its link goes to the address's owner, after the two confirmations: counted before the owner's own below.
    await nextMail(victim, "Verify your Outpost email address", 2);
    const cookie = await signIn(intruder);
    const exported = (await http("/api/user/export", { cookie })).json() as { emailSubscriptions: unknown[]; savedSearches: unknown[] };
    expect(exported.emailSubscriptions).toEqual([]);
    expect(exported.savedSearches).toEqual([]);

    const deleted = await http("/api/user", { method: "DELETE", cookie, body: { currentPassword: OWN_PASSWORD } });
    expect(deleted.status, deleted.text).toBe(200);
    // Still subscribed: the address's owner was never asked.
    expectMessage(await httpFrom(from, "/api/email-subscribe", { body: { email: victim } }), 409, "This email is already subscribed");

    // The owner signs up, follows the link sent to their inbox, and finds both.
    const owner = uniqueName("owner");
    const before = await countMail(victim);
    expect((await register({ username: owner, email: victim })).status).toBe(201);
    const token = tokenIn(await nextMail(victim, "Verify your Outpost email address", before), "/verify-email");
    expect((await httpFrom(from, "/api/verify-email", { body: { token } })).json()).toEqual({
      message: "Thank you! Your email address is verified.",
    });
    const mine = (await http("/api/user/export", { cookie: await signIn(owner) })).json() as {
      emailSubscriptions: unknown[];
      savedSearches: unknown[];
    };
    expect(mine.emailSubscriptions).toEqual([expect.objectContaining({ email: victim, confirmedAt: expect.any(String) })]);
    expect(mine.savedSearches).toEqual([
      expect.objectContaining({ email: victim, filters: expect.objectContaining({ salaryMin: 120000 }) }),
    ]);
  });
});

describe("POST /api/register with a taken email", () => {
  it("answers exactly as a new one, signs nobody in, and emails the address's owner instead", async () => {
    const before = (await mailTo(SEEKER.email)).length;
    const fresh = await register({ username: uniqueName("fresh"), email: `${uniqueName("fresh")}@contract.example` });
    const takenName = uniqueName("taken");
    const taken = await register({ username: takenName, email: SEEKER.email.toUpperCase() });
    expect([taken.status, taken.json(), taken.headers.getSetCookie()]).toEqual([fresh.status, fresh.json(), fresh.headers.getSetCookie()]);
    expect(taken.status).toBe(201);
    expect(taken.headers.getSetCookie()).toEqual([]);

    const notice = await nextMail(SEEKER.email, "Someone tried to sign up with your email", before);
    expect(notice.text).toContain("/login");
    expect(notice.text).toContain("/forgot-password");
    // No account was made under the new username; usernames are public, so a taken one still says so.
    expect((await httpFrom(from, "/api/login", { body: { username: takenName, password: OWN_PASSWORD } })).status).toBe(401);
    expectMessage(
      await register({ username: SEEKER.username, email: `${uniqueName("x")}@contract.example` }),
      409,
      "Username is already taken",
    );
  });
});

describe("an unverified employer", () => {
  it("signs in but cannot pay or post (403 email_unverified) until the link is followed; a new link is a few clicks an hour", async () => {
    const account = await ownAccount(FILE, "employer", {}, { verified: false });
    const { cookie } = account;
    expect((await http("/api/user", { cookie })).json()).toMatchObject({ emailVerified: false });
    const draft = jobDraft({ title: `Unverified Rigger ${account.username}` });
    expectMessage(
      await http("/api/create-payment-intent", { cookie, body: { planType: draft.planType, job: draft } }),
      403,
      VERIFY_FIRST,
      "email_unverified",
    );
    expectMessage(
      await http("/api/jobs", { cookie, body: { ...draft, paymentIntentId: "pi_demo_000000000000000000000000" } }),
      403,
      VERIFY_FIRST,
      "email_unverified",
    );

    const resent: number[] = [];
    for (let i = 0; i < 4; i++) resent.push((await http("/api/user/email/verification", { cookie, method: "POST" })).status);
    expect(resent).toEqual([200, 200, 200, 429]);

    expectMessage(await http("/api/verify-email", { body: { token: "not-a-real-token" } }), 400, INVALID_LINK);
    const token = tokenIn(await latestMailTo(account.email), "/verify-email");
    expect((await http("/api/verify-email", { body: { token } })).status).toBe(200);
    expect((await http("/api/user", { cookie })).json()).toMatchObject({ emailVerified: true });
    expect((await http("/api/create-payment-intent", { cookie, body: { planType: draft.planType, job: draft } })).status).toBe(200);
    expectMessage(await http("/api/user/email/verification", { cookie, method: "POST" }), 400, "Your email address is already verified");
  });
});

describe("POST /api/user/email", () => {
  it("tells the old address, changes only by the new address's link, and then ends the other sessions", async () => {
    const account = await ownAccount(FILE);
    const other = await signIn(account.username);
    const newEmail = `moved-${account.username}@contract.example`;

    const before = await countMail(account.email);
    const asked = await http("/api/user/email", { cookie: account.cookie, body: { newEmail, currentPassword: OWN_PASSWORD } });
    expect(asked.status, asked.text).toBe(200);
    const notice = await nextMail(account.email, "Your Outpost email address is being changed", before);
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toContain("/verify-email");
    // Nothing has changed yet, and nothing works without the new address's link.
    expect((await http("/api/user", { cookie: account.cookie })).json()).toMatchObject({ email: account.email });
    expect((await http("/api/user", { cookie: other })).status).toBe(200);

    const token = tokenIn(await latestMailTo(newEmail), "/verify-email");
    const confirmed = await http("/api/verify-email", { cookie: account.cookie, body: { token } });
    expect(confirmed.json()).toEqual({ message: "Your email address has been changed. Every other device has been signed out." });
    expect((await http("/api/user", { cookie: account.cookie })).json()).toMatchObject({ email: newEmail, emailVerified: true });
    expectMessage(await http("/api/user", { cookie: other }), 401);
    // The link is spent, and says so.
    expectMessage(
      await http("/api/verify-email", { body: { token } }),
      400,
      "This link has already been used: the account's email address was changed with it.",
    );
  });
});
