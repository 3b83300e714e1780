// Account control over real HTTP: change password and email with the current password, the
// data export, and deleting an account (jobs archived, subscriptions gone, the cookie dead, the last
// admin refused). Every account here is the file's own; the shared admin is only ever refused.
import { beforeAll, describe, expect, it } from "vitest";
import { jobDraft } from "../../support/job-drafts";
import { ADMIN } from "../support/accounts";
import { cookieFrom, expectMessage, http } from "../support/client";
import { clientAddress, httpFrom } from "../support/client-address";
import { latestMailTo, tokenIn } from "../support/mail";
import { OWN_PASSWORD, ownAccount, type OwnAccount } from "../support/own-accounts";

const FILE = "account-control";
const from = clientAddress(FILE);
const WRONG_PASSWORD = "Your current password is incorrect";
const EMAIL_CHANGE_SENT = "We've sent a link to your new email address. Your email changes when you open it; until then it stays as it is.";

const login = (username: string, password: string) => httpFrom(from, "/api/login", { body: { username, password } });

async function session(account: OwnAccount, password = OWN_PASSWORD): Promise<string> {
  const answer = await login(account.username, password);
  expect(answer.status, answer.text).toBe(200);
  return cookieFrom(answer);
}

/** The employer pays for a job with the demo provider's test card; answers the created job's id. */
async function paidJob(cookie: string, title: string): Promise<string> {
  const draft = jobDraft({ title });
  const intent = await http("/api/create-payment-intent", { cookie, body: { planType: draft.planType, job: draft } });
  expect(intent.status, intent.text).toBe(200);
  const { paymentIntentId } = intent.json() as { paymentIntentId: string };
  expect((await http("/api/payments/demo/confirm", { cookie, body: { paymentIntentId, cardNumber: "4242 4242 4242 4242" } })).status).toBe(
    200,
  );
  const created = await http("/api/jobs", { cookie, body: { ...draft, paymentIntentId } });
  expect(created.status, created.text).toBe(201);
  return (created.json() as { id: string }).id;
}

/** Subscribes `email` to the weekly email and confirms it through the emailed link. */
async function confirmedSubscription(email: string) {
  expect((await httpFrom(from, "/api/email-subscribe", { body: { email } })).status).toBe(200);
  const token = tokenIn(await latestMailTo(email, "Confirm your Outpost subscription"), "/subscriptions/confirm");
  expect((await http("/api/subscriptions/confirm", { body: { token } })).status).toBe(200);
}

const listedIds = async (search: string) =>
  ((await http(`/api/jobs?search=${encodeURIComponent(search)}&limit=50`)).json() as { id: string }[]).map((j) => j.id);

describe("POST /api/user/password", () => {
  let account: OwnAccount;
  beforeAll(async () => {
    account = await ownAccount(FILE);
  });

  it("refuses a wrong current password with 403 and a bad new one with 400", async () => {
    expectMessage(
      await http("/api/user/password", {
        cookie: account.cookie,
        body: { currentPassword: "not-my-password", newPassword: "brand-new-pass-7" },
      }),
      403,
      WRONG_PASSWORD,
    );
    expectMessage(
      await http("/api/user/password", { cookie: account.cookie, body: { currentPassword: OWN_PASSWORD, newPassword: "abc" } }),
      400,
      "Password must be at least 6 characters long",
    );
    expectMessage(
      await http("/api/user/password", { cookie: account.cookie, body: { currentPassword: OWN_PASSWORD, newPassword: "password1" } }),
      400,
      "This password is too common or too easy to guess. Please choose another.",
    );
    expectMessage(
      await http("/api/user/password", { cookie: account.cookie, body: { newPassword: "brand-new-pass-7" } }),
      400,
      "Please enter your current password",
    );
    expectMessage(await http("/api/user/password", { body: { currentPassword: OWN_PASSWORD, newPassword: "brand-new-pass-7" } }), 401);
  });

  it("changes it: the old password fails, the new one works, and every other session ends", async () => {
    const other = await session(account);
    expect((await http("/api/user", { cookie: other })).status).toBe(200);

    const changed = await http("/api/user/password", {
      cookie: account.cookie,
      body: { currentPassword: OWN_PASSWORD, newPassword: "brand-new-pass-7" },
    });
    expect(changed.status, changed.text).toBe(200);
    const renewed = cookieFrom(changed);
    expect(renewed).toMatch(/session_token=/);

    expect((await http("/api/user", { cookie: renewed })).status).toBe(200);
    expectMessage(await http("/api/user", { cookie: other }), 401);
    expect((await login(account.username, OWN_PASSWORD)).status).toBe(401);
    expect((await login(account.username, "brand-new-pass-7")).status).toBe(200);
  });
});

describe("POST /api/user/email", () => {
  let account: OwnAccount;
  let neighbour: OwnAccount;
  beforeAll(async () => {
    account = await ownAccount(FILE);
    neighbour = await ownAccount(FILE);
  });

  it("answers an address another account has as any other, 403 without the right password, 400 for no address", async () => {
    const body = (newEmail: string, currentPassword = OWN_PASSWORD) => ({ cookie: account.cookie, body: { newEmail, currentPassword } });
    const taken = await http("/api/user/email", body(neighbour.email.toUpperCase()));
    expect(taken.status, taken.text).toBe(200);
    expect(taken.json()).toEqual({ message: EMAIL_CHANGE_SENT });
    expectMessage(await http("/api/user/email", body(`fresh-${account.username}@contract.example`, "wrong-password")), 403, WRONG_PASSWORD);
    expectMessage(await http("/api/user/email", body("not an address")), 400, "Please enter a valid email address");
    expectMessage(await http("/api/user/email", body(account.email)), 400, "This is already your email address");
    // Nothing moved: the neighbour keeps their address, this account its own.
    expect((await http("/api/user", { cookie: account.cookie })).json()).toMatchObject({ email: account.email });
  });

  it("changes only when the new address's link is followed", async () => {
    const newEmail = `moved-${account.username}@contract.example`;
    const answer = await http("/api/user/email", {
      cookie: account.cookie,
      body: { newEmail: ` ${newEmail.toUpperCase()} `, currentPassword: OWN_PASSWORD },
    });
    expect(answer.status, answer.text).toBe(200);
    expect((await http("/api/user", { cookie: account.cookie })).json()).toMatchObject({ email: account.email });
    const token = tokenIn(await latestMailTo(newEmail), "/verify-email");
    expect((await http("/api/verify-email", { cookie: account.cookie, body: { token } })).status).toBe(200);
    expect((await http("/api/user", { cookie: account.cookie })).json()).toMatchObject({ email: newEmail, emailVerified: true });
  });
});

describe("GET /api/user/export", () => {
  let employer: OwnAccount;
  let stranger: OwnAccount;
  let jobId: string;
  beforeAll(async () => {
    employer = await ownAccount(FILE, "employer");
    stranger = await ownAccount(FILE, "employer");
    jobId = await paidJob(employer.cookie, `Export Rigger ${employer.username}`);
    await paidJob(stranger.cookie, `Stranger Rigger ${stranger.username}`);
    expect((await http("/api/user/shortlist", { cookie: employer.cookie, body: { ids: [jobId] } })).status).toBe(200);
  });

  it("is a JSON attachment of the user's own profile, jobs, shortlist, subscriptions and payments", async () => {
    await confirmedSubscription(employer.email);
    const answer = await http("/api/user/export", { cookie: employer.cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="outpost-data-${employer.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const data = answer.json() as Record<string, unknown> & {
      profile: { id: string };
      jobs: { id: string }[];
      payments: { status: string; amountPence: number }[];
    };
    expect(data.profile).toMatchObject({ id: employer.id, username: employer.username, email: employer.email, role: "employer" });
    expect(data.jobs.map((j) => j.id)).toEqual([jobId]);
    expect(data.shortlist).toEqual([expect.objectContaining({ jobId })]);
    expect(data.emailSubscriptions).toEqual([
      expect.objectContaining({ email: employer.email, confirmedAt: expect.any(String), unsubscribedAt: null }),
    ]);
    expect(data.payments).toEqual([expect.objectContaining({ status: "succeeded", amountPence: 19900, jobId })]);
  });

  it("holds no secret, no other user's data", async () => {
    const text = (await http("/api/user/export", { cookie: employer.cookie })).text;
    for (const secret of [
      "password",
      "token",
      "secret",
      "hash",
      "intentId",
      "pi_demo_",
      stranger.username,
      stranger.email,
      stranger.id,
      ADMIN.email,
    ]) {
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });

  it("is for signed-in users only", async () => {
    expectMessage(await http("/api/user/export"), 401, "Please log in to continue");
  });
});

describe("DELETE /api/user", () => {
  it("asks for the current password", async () => {
    const account = await ownAccount(FILE);
    expectMessage(
      await http("/api/user", { method: "DELETE", cookie: account.cookie, body: { currentPassword: "wrong-password" } }),
      403,
      WRONG_PASSWORD,
    );
    expectMessage(
      await http("/api/user", { method: "DELETE", cookie: account.cookie, body: {} }),
      400,
      "Please enter your current password",
    );
    expect((await http("/api/user", { cookie: account.cookie })).status).toBe(200);
  });

  it("archives the jobs, removes subscriptions, ends every session and frees the username and email", async () => {
    const employer = await ownAccount(FILE, "employer");
    const jobId = await paidJob(employer.cookie, "Saturation Diver Leaving With Deleted Hirer");
    expect(await listedIds("Saturation Diver Leaving")).toContain(jobId);
    await confirmedSubscription(employer.email);
    expectMessage(
      await httpFrom(from, "/api/email-subscribe", { body: { email: employer.email } }),
      409,
      "This email is already subscribed",
    );
    const otherSession = await session(employer);

    const deleted = await http("/api/user", { method: "DELETE", cookie: employer.cookie, body: { currentPassword: OWN_PASSWORD } });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.json()).toEqual({ message: "Your account has been deleted" });
    expect(deleted.headers.getSetCookie().join()).toMatch(/session_token=;|Max-Age=0/);

    expectMessage(await http("/api/user", { cookie: employer.cookie }), 401);
    expectMessage(await http("/api/user", { cookie: otherSession }), 401);
    expect((await login(employer.username, OWN_PASSWORD)).status).toBe(401);
    expect(await listedIds("Saturation Diver Leaving")).not.toContain(jobId);
    expectMessage(await http(`/api/jobs/${jobId}`), 404, "Job not found");
    // The confirmed subscription is gone: the address can sign up afresh.
    expect((await httpFrom(from, "/api/email-subscribe", { body: { email: employer.email } })).status).toBe(200);
    // The admin's user list shows no trace of the name or address.
    for (const trace of [employer.username, employer.email]) {
      expect((await http(`/api/admin/users?search=${encodeURIComponent(trace)}`, { as: "admin" })).json()).toEqual([]);
    }
  });

  it("lets an admin delete their account while another admin remains, and refuses the last admin", async () => {
    const member = await ownAccount(FILE);
    expect((await http(`/api/admin/users/${member.id}`, { method: "PATCH", as: "admin", body: { role: "admin" } })).status).toBe(200);
    expect((await http("/api/user", { method: "DELETE", cookie: member.cookie, body: { currentPassword: OWN_PASSWORD } })).status).toBe(
      200,
    );

    // The suite's admin is now the only one left (the deleted admin is an anonymised user).
    const admins = (await http("/api/admin/users?role=admin", { as: "admin" })).json() as { username: string }[];
    expect(admins.map((u) => u.username)).toEqual([ADMIN.username]);
    const own = await http("/api/login", { body: { username: ADMIN.username, password: ADMIN.password } });
    expectMessage(
      await http("/api/user", { method: "DELETE", cookie: cookieFrom(own), body: { currentPassword: ADMIN.password } }),
      409,
      "You are the only administrator. Make another account an administrator before deleting this one.",
    );
    expect((await http("/api/user", { as: "admin" })).status).toBe(200);
  });
});
