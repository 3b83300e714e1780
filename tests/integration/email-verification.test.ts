// Verified email through the route handlers: the emailed link verifies; unverified accounts sign in but
// cannot start a payment; alerts and subscriptions under the address are the account's only once verified;
// an email change waits for the new address's link, tells the old one, and ends the other sessions.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as login } from "@/app/api/login/route";
import { POST as verifyEmail } from "@/app/api/verify-email/route";
import { POST as resend } from "@/app/api/user/email/verification/route";
import { POST as changeEmail } from "@/app/api/user/email/route";
import { POST as startPayment } from "@/app/api/create-payment-intent/route";
import { DELETE as deleteUser, GET as currentUser } from "@/app/api/user/route";
import { GET as exportData } from "@/app/api/user/export/route";
import { ensureAdmin } from "@/server/accounts/ensure-admin";
import { INVALID_VERIFY_LINK, VERIFY_FIRST } from "@/server/accounts/email-verification";
import { savedSearches, users } from "@/server/db/schema";
import { sentMail } from "../support/queue";
import { getAuth } from "@/server/runtime";
import { withTestDatabase } from "../support/test-db";
import { call, cookieFrom } from "../support/http";
import { signUp, verificationTokenFor } from "../support/accounts";
import { confirmedAlert } from "../support/alerts";
import { jobDraft } from "../support/job-drafts";

const t = withTestDatabase();
const body = async (res: Response) => (await res.json()) as Record<string, unknown>;
const settings = { salary: 120000, location: "europe", categories: ["mining"] };

describe("an unverified account", () => {
  it("signs in but is refused a payment with 403 email_unverified until it follows the link", async () => {
    const employer = await signUp("employer", { verified: false });
    const draft = jobDraft();
    const pay = () =>
      call(startPayment, "/api/create-payment-intent", { cookie: employer.cookie, body: { planType: draft.planType, job: draft } });
    const refused = await pay();
    expect(refused.status).toBe(403);
    expect(await body(refused)).toEqual({ message: VERIFY_FIRST, code: "email_unverified" });

    expect(await body(await call(verifyEmail, "/x", { body: { token: "made-up" } }))).toMatchObject({ message: INVALID_VERIFY_LINK });
    expect((await call(verifyEmail, "/x", { body: { token: await verificationTokenFor(employer.email) } })).status).toBe(200);
    expect(await body(await call(currentUser, "/x", { cookie: employer.cookie }))).toMatchObject({ emailVerified: true });
    expect((await pay()).status).toBe(200);
  });

  it("may ask for a new link three times an hour", async () => {
    const user = await signUp("user", { verified: false });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(resend, "/x", { method: "POST", cookie: user.cookie })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("neither exports nor erases alerts kept under an address it has not proved", async () => {
    const email = `claimed-${Date.now()}@example.com`;
    await confirmedAlert(email, settings);
    const intruder = await signUp("user", { verified: false, email });
    expect((await body(await call(exportData, "/x", { cookie: intruder.cookie }))).savedSearches).toEqual([]);
    const deleted = await call(deleteUser, "/x", { method: "DELETE", cookie: intruder.cookie, body: { currentPassword: "s3cret-pass" } });
    expect(deleted.status).toBe(200);
    expect(await t.db.select({ id: savedSearches.id }).from(savedSearches).where(eq(savedSearches.email, email))).toHaveLength(1);
  });
});

describe("changing the email", () => {
  it("tells the old address, waits for the new one's link, then ends every other session", async () => {
    const account = await signUp("user");
    const other = cookieFrom(await call(login, "/x", { body: { username: account.username, password: "s3cret-pass" } }));
    const newEmail = `moved-${account.username}@example.com`;
    const asked = await call(changeEmail, "/x", { cookie: account.cookie, body: { newEmail, currentPassword: "s3cret-pass" } });
    expect(asked.status).toBe(200);
    await expect
      .poll(async () =>
        (await sentMail(1000)).some((m) => m.to.includes(account.email) && m.subject === "Your Outpost email address is being changed"),
      )
      .toBe(true);
    expect(await body(await call(currentUser, "/x", { cookie: account.cookie }))).toMatchObject({ email: account.email });

    const token = await verificationTokenFor(newEmail);
    const confirmed = await call(verifyEmail, "/x", { cookie: account.cookie, body: { token } });
    expect(confirmed.status).toBe(200);
    expect(await body(await call(currentUser, "/x", { cookie: account.cookie }))).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await call(currentUser, "/x", { cookie: other })).status).toBe(401);
    expect((await call(verifyEmail, "/x", { body: { token } })).status).toBe(400);
  });
});

describe("the ADMIN_* administrator", () => {
  it("is verified: whoever sets the variables owns the address", async () => {
    await ensureAdmin(t.db, await getAuth(), { username: "chief", email: "chief@outpost.example", password: "chief-pass-9" });
    const [admin] = await t.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.username, "chief"));
    expect(admin.emailVerified).toBe(true);
  });
});
