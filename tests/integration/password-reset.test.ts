import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as register } from "@/app/api/register/route";
import { POST as login } from "@/app/api/login/route";
import { GET as currentUser } from "@/app/api/user/route";
import { POST as forgot } from "@/app/api/forgot-password/route";
import { GET as validate } from "@/app/api/reset-password/validate/[token]/route";
import { POST as reset } from "@/app/api/reset-password/route";
import { PUT as company } from "@/app/api/auth/company/route";
import { passwordResetTokens } from "@/server/db/schema";
import { sentMail } from "../support/queue";
import { COMMON_PASSWORD } from "@/server/accounts/password-strength";
import { withTestDatabase } from "../support/test-db";
import { call, cookieFrom } from "../support/http";

const t = withTestDatabase();
let n = 0;

async function newUser() {
  n++;
  const account = { username: `medic${n}`, email: `medic${n}@example.com`, password: "old-pass-1" };
  await call(register, "/api/register", { body: account });
  const res = await call(login, "/api/login", { body: { username: account.username, password: account.password } });
  return { ...account, cookie: cookieFrom(res) };
}

/** The reset email goes out after the answer, so wait for it to land in the outbox. */
async function mailTo(email: string) {
  for (let i = 0; i < 50; i++) {
    // The newest password email: the address has its verification email too.
    const mail = (await sentMail(1000)).find((m) => m.to.includes(email) && /password/i.test(m.subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

async function resetLinkFor(email: string) {
  const mail = await mailTo(email);
  expect(mail, `mail to ${email}`).toBeTruthy();
  const link = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text);
  expect(link, mail!.text).toBeTruthy();
  return { mail: mail!, token: link![1] };
}

const message = async (res: Response) => ((await res.json()) as { message: string }).message;

describe("password reset", () => {
  it("gives the same answer for known and unknown addresses, and mails only the known one", async () => {
    const user = await newUser();
    const known = await call(forgot, "/x", { body: { email: user.email.toUpperCase() } });
    const unknown = await call(forgot, "/x", { body: { email: "nobody@example.com" } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await mailTo(user.email)).toBeTruthy();
    expect((await sentMail()).some((m) => m.to.includes("nobody@example.com"))).toBe(false);
  });

  it("rejects a malformed address with 400", async () => {
    const res = await call(forgot, "/x", { body: { email: "not-an-email" } });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe("Please enter a valid email address");
  });

  it("links to the configured base URL whatever Host the request claims, and stores only a hash", async () => {
    const user = await newUser();
    await call(forgot, "http://evil.example/api/forgot-password", { body: { email: user.email }, headers: { host: "evil.example" } });
    const { mail, token } = await resetLinkFor(user.email);
    expect(mail.subject).toBe("Reset your Outpost password");
    expect(mail.text).not.toContain("evil.example");
    const rows = await t.db.select().from(passwordResetTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => r.tokenHash.length === 64)).toBe(true);
  });

  it("resets once, signs out everywhere, and lets the new password in", async () => {
    const user = await newUser();
    await call(forgot, "/x", { body: { email: user.email } });
    const { token } = await resetLinkFor(user.email);
    expect(await (await call(validate, "/x", { params: { token } })).json()).toEqual({ valid: true });

    const short = await call(reset, "/x", { body: { token, newPassword: "12345" } });
    expect(short.status).toBe(400);
    expect(await message(short)).toBe("Password must be at least 6 characters long");
    const common = await call(reset, "/x", { body: { token, newPassword: "123456" } });
    expect(common.status).toBe(400);
    expect(await message(common)).toBe(COMMON_PASSWORD);
    expect(await message(await call(reset, "/x", { body: { token, newPassword: user.username } }))).toBe(COMMON_PASSWORD);

    const done = await call(reset, "/x", { body: { token, newPassword: "new-pass-1" } });
    expect(done.status).toBe(200);
    // Whoever read the email owns the account: this browser may sign in even while the username is under attack.
    expect(done.headers.getSetCookie().some((c) => c.startsWith("outpost_login_device=") && c.includes("HttpOnly"))).toBe(true);
    expect((await call(currentUser, "/api/user", { cookie: user.cookie })).status).toBe(401);
    expect(await (await call(validate, "/x", { params: { token } })).json()).toEqual({ valid: false });
    const again = await call(reset, "/x", { body: { token, newPassword: "third-pass" } });
    expect(again.status).toBe(400);
    expect(await message(again)).toBe("This password reset link is invalid or has expired. Please request a new one.");

    expect((await call(login, "/api/login", { body: { username: user.username, password: "old-pass-1" } })).status).toBe(401);
    expect((await call(login, "/api/login", { body: { username: user.username, password: "new-pass-1" } })).status).toBe(200);
  });

  it("spends every other link of the account when one is used", async () => {
    const user = await newUser();
    await call(forgot, "/x", { body: { email: user.email } });
    const first = (await resetLinkFor(user.email)).token;
    await new Promise((r) => setTimeout(r, 5)); // a later file name for the second email
    await call(forgot, "/x", { body: { email: user.email } });
    let second = first;
    for (let i = 0; i < 50 && second === first; i++) {
      second = (await resetLinkFor(user.email)).token;
      if (second === first) await new Promise((r) => setTimeout(r, 100));
    }
    expect(second).not.toBe(first);
    expect((await call(reset, "/x", { body: { token: second, newPassword: "fresh-pass" } })).status).toBe(200);
    expect(await (await call(validate, "/x", { params: { token: first } })).json()).toEqual({ valid: false });
  });

  it("refuses expired and made-up tokens", async () => {
    const user = await newUser();
    await call(forgot, "/x", { body: { email: user.email } });
    const { token } = await resetLinkFor(user.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.used, false));
    expect(await (await call(validate, "/x", { params: { token } })).json()).toEqual({ valid: false });
    expect((await call(reset, "/x", { body: { token, newPassword: "whatever1" } })).status).toBe(400);
    expect(await (await call(validate, "/x", { params: { token: "made-up" } })).json()).toEqual({ valid: false });
  });

  it("limits requests per address", async () => {
    const user = await newUser();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await call(forgot, "/x", { body: { email: user.email } })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

describe("PUT /api/auth/company", () => {
  it("saves the signed-in user's company, refuses strangers and bad input", async () => {
    const user = await newUser();
    const details = {
      companyName: "Deepline Subsea",
      companyWebsite: "https://deepline.example",
      companyDescription: "Diving contractor.",
    };
    expect((await call(company, "/x", { method: "PUT", body: details })).status).toBe(401);
    const saved = await call(company, "/x", { method: "PUT", body: details, cookie: user.cookie });
    expect(saved.status).toBe(200);
    const savedUser = (await saved.json()) as Record<string, unknown>;
    expect(savedUser).toMatchObject(details);
    const me = (await (await call(currentUser, "/api/user", { cookie: user.cookie })).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ ...details, username: user.username, role: "user", isActive: true });
    // The signed-in user read through the session has exactly the fields of the one read from the table.
    expect(Object.keys(me).sort()).toEqual(Object.keys(savedUser).sort());
    const bad = await call(company, "/x", { method: "PUT", body: { companyWebsite: "javascript:alert(1)" }, cookie: user.cookie });
    expect(bad.status).toBe(400);
  });
});
