// The account mails whose links are credentials (a password reset, a verification, an email change) are
// queued as references and made when sent: no row of the queue's tables holds a working link, while the
// mail itself does. And no mail to an address not yet proved carries anyone's own words: a saved search's
// confirmation names its filters in our words, and the account mails greet nobody by a typed name.
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { POST as register } from "@/app/api/register/route";
import { POST as forgot } from "@/app/api/forgot-password/route";
import { POST as reset } from "@/app/api/reset-password/route";
import { POST as verifyEmail } from "@/app/api/verify-email/route";
import { POST as changeEmail } from "@/app/api/user/email/route";
import { POST as cancelChange } from "@/app/api/user/email/cancel/route";
import { POST as saveSearch } from "@/app/api/saved-searches/route";
import { resultRows } from "@/server/db/result-rows";
import type { OutboxMessage } from "@/server/mail/outbox";
import { signUp } from "../support/accounts";
import { call } from "../support/http";
import { sentMail } from "../support/queue";
import { withTestDatabase } from "../support/test-db";

const t = withTestDatabase();
let n = 0;
const LURE_URL = "outpost-payouts.example";
const LURE_PHONE = "7946 0000";

async function newestTo(address: string, subject: string): Promise<OutboxMessage> {
  const mail = (await sentMail(1000)).find((m) => m.to.includes(address) && m.subject === subject);
  expect(mail, `"${subject}" to ${address}`).toBeDefined();
  return mail!;
}

function tokenIn(mail: OutboxMessage, page: string): string {
  const match = new RegExp(`${page}\\?token=([^\\s"&<>]+)`).exec(mail.text);
  expect(match, `a ${page} link in "${mail.subject}"`).not.toBeNull();
  return decodeURIComponent(match![1]);
}

/** Every payload and output the queue holds, live and archived, as text. */
async function queueText(): Promise<string> {
  const rows = resultRows<{ text: string }>(
    await t.db.execute(sql`
      select coalesce(data::text, '') || ' ' || coalesce(output::text, '') as text from pgboss.job
      union all
      select coalesce(data::text, '') || ' ' || coalesce(output::text, '') from pgboss.archive`),
  );
  return rows.map((r) => r.text).join("\n");
}

describe("account links in the queue", () => {
  it("are never stored: once reset, verification and change mails are sent, the queue holds none of their links", async () => {
    n++;
    const fresh = { username: `fresh${n}x${Date.now() % 100000}`, email: `fresh${n}-${Date.now()}@example.com`, password: "s3cret-pass" };
    expect((await call(register, "/x", { body: { ...fresh, firstName: "Rona", lastName: "Vale" } })).status).toBe(201);
    const account = await signUp("user");
    expect((await call(forgot, "/x", { body: { email: account.email } })).status).toBe(200);
    const newEmail = `moved-${account.username}@example.com`;
    expect((await call(changeEmail, "/x", { cookie: account.cookie, body: { newEmail, currentPassword: "s3cret-pass" } })).status).toBe(
      200,
    );

    const verification = tokenIn(await newestTo(fresh.email, "Verify your Outpost email address"), "/verify-email");
    const resetLink = tokenIn(await newestTo(account.email, "Reset your Outpost password"), "/reset-password");
    const changeLink = tokenIn(await newestTo(newEmail, "Verify your new Outpost email address"), "/verify-email");
    const cancelLink = tokenIn(await newestTo(account.email, "Your Outpost email address is being changed"), "/cancel-email-change");

    const stored = await queueText();
    for (const secret of [
      verification,
      resetLink,
      changeLink,
      cancelLink,
      "verify-email?token=",
      "reset-password?token=",
      "cancel-email-change?token=",
    ]) {
      expect(stored).not.toContain(secret);
    }
    // What is queued instead: the reference each mail is made from.
    expect(stored).toMatch(/"template": ?"password-reset"/);

    // The mailed links work.
    expect((await call(verifyEmail, "/x", { body: { token: verification } })).status).toBe(200);
    expect((await call(cancelChange, "/x", { body: { token: cancelLink } })).status).toBe(200);
    expect((await call(reset, "/x", { body: { token: resetLink, newPassword: "taken-back-9" } })).status).toBe(200);
  });
});

describe("mails to an address not yet proved", () => {
  it("describe a signed-out saved search's filters in our words, with no link or number it was given", async () => {
    const email = `target${++n}-${Date.now()}@example.com`;
    const filters = {
      search: `ACTION REQUIRED your Outpost payout is on hold - confirm bank details at https://${LURE_URL}/verify`,
      location: `Call +44 20 ${LURE_PHONE} now`,
      salaryMin: 80000,
    };
    expect((await call(saveSearch, "/x", { body: { email, frequency: "instant", filters } })).status).toBe(200);
    const mail = await newestTo(email, "Confirm your Outpost saved search");
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain(LURE_URL);
      expect(part).not.toContain(LURE_PHONE);
      expect(part).not.toContain("ACTION REQUIRED");
    }
    expect(mail.text).toContain("A keyword search in a location you chose · From £80K · instant emails");
  });

  it("greet nobody by the name given at sign-up, however it reads", async () => {
    n++;
    const lure = `URGENT: your Outpost payout is frozen, visit ${LURE_URL} or call +44 20 ${LURE_PHONE}`;
    const victim = `victim${n}-${Date.now()}@example.com`;
    const body = { username: `lure${n}x${Date.now() % 100000}`, email: victim, password: "s3cret-pass", firstName: lure, lastName: lure };
    expect((await call(register, "/x", { body })).status).toBe(201);
    // The same address again: its owner hears of the attempt.
    expect((await call(register, "/x", { body: { ...body, username: `${body.username}b` } })).status).toBe(201);
    expect((await call(forgot, "/x", { body: { email: victim } })).status).toBe(200);

    const sent = (await sentMail(1000)).filter((m) => m.to.includes(victim));
    expect(sent.map((m) => m.subject).sort()).toEqual([
      "Reset your Outpost password",
      "Someone tried to sign up with your email",
      "Verify your Outpost email address",
    ]);
    for (const mail of sent) {
      expect(mail.text.startsWith("Hello,")).toBe(true);
      for (const part of [mail.text, mail.html, mail.subject]) {
        expect(part).not.toContain(LURE_URL);
        expect(part).not.toContain(LURE_PHONE);
      }
    }
  });
});
