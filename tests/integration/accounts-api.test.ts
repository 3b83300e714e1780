import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as register } from "@/app/api/register/route";
import { POST as login } from "@/app/api/login/route";
import { POST as logout } from "@/app/api/logout/route";
import { GET as currentUser } from "@/app/api/user/route";
import { accounts, sessions, users } from "@/server/db/schema";
import { ensureAdmin } from "@/server/accounts/ensure-admin";
import { COMMON_PASSWORD } from "@/server/accounts/password-strength";
import { getAuth } from "@/server/runtime";
import { REGISTERED_MESSAGE } from "@/server/accounts/sessions";
import { sentMail } from "../support/queue";
import { withTestDatabase } from "../support/test-db";
import { call, cookieFrom } from "../support/http";

const t = withTestDatabase();

let counter = 0;
function newAccount(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    username: `rigger${counter}`,
    email: `rigger${counter}@example.com`,
    password: "s3cret-pass",
    firstName: "Fiona",
    lastName: "Mackay",
    ...overrides,
  };
}

const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe("POST /api/register", () => {
  it("creates a job seeker and signs nobody in; they sign in and the answer never holds the password", async () => {
    const account = newAccount();
    const res = await call(register, "/api/register", { body: account });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: REGISTERED_MESSAGE });
    expect(res.headers.getSetCookie()).toEqual([]);

    const signedIn = await call(login, "/api/login", { body: { username: account.username, password: account.password } });
    expect(signedIn.status).toBe(200);
    const user = (await signedIn.json()) as Record<string, unknown>;
    expect(user).toMatchObject({
      username: account.username,
      role: "user",
      firstName: "Fiona",
      name: "Fiona Mackay",
      emailVerified: false,
    });
    expect(JSON.stringify(user)).not.toMatch(/password|s3cret/i);
    const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith("outpost.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await call(currentUser, "/api/user", { cookie: cookieFrom(signedIn) });
    expect(await me.json()).toMatchObject({ id: user.id, email: account.email });
  });

  it("stores the password hashed", async () => {
    const account = newAccount();
    await call(register, "/api/register", { body: account });
    const [account_] = await t.db
      .select({ password: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.username, account.username));
    expect(account_.password).toBeTruthy();
    expect(account_.password).not.toContain("s3cret-pass");
  });

  it("lets an employer sign up as an employer, and nobody as an admin", async () => {
    const employer = newAccount({ role: "employer" });
    expect((await call(register, "/api/register", { body: employer })).status).toBe(201);
    const [created] = await t.db.select({ role: users.role }).from(users).where(eq(users.username, employer.username));
    expect(created.role).toBe("employer");

    const admin = await call(register, "/api/register", { body: newAccount({ role: "admin" }) });
    expect(admin.status).toBe(400);
    expect(await messageOf(admin)).toBe("Account type must be Job Seeker or Employer");
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.username, `rigger${counter}`));
    expect(row).toBeUndefined();
  });

  it.each([
    [{ username: "" }, "Please fill in all required fields"],
    [{ email: undefined }, "Please fill in all required fields"],
    [{ password: "" }, "Please fill in all required fields"],
    [{ password: "12345" }, "Password must be at least 6 characters long"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ username: "x".repeat(51) }, "Username must be at most 50 characters"],
    [{ username: "bad name!" }, "Username may only contain letters, numbers, underscores and dots"],
  ])("rejects %o with 400 '%s'", async (override, expected) => {
    const res = await call(register, "/api/register", { body: newAccount(override) });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(expected);
  });

  it.each(["123456", "password1", "qwertyuiop", "aaaaaaaa", "abcdef"])("refuses the common password %j with 400", async (password) => {
    const res = await call(register, "/api/register", { body: newAccount({ password }) });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(COMMON_PASSWORD);
  });

  it("refuses the username as a password, and keeps 6 random characters enough", async () => {
    const own = newAccount({ username: "saturationdiver" });
    expect(await messageOf(await call(register, "/api/register", { body: { ...own, password: "saturationdiver" } }))).toBe(COMMON_PASSWORD);
    expect((await call(register, "/api/register", { body: newAccount({ password: "kqzmwp" }) })).status).toBe(201);
  });

  it("accepts a 50-character username", async () => {
    const res = await call(register, "/api/register", { body: newAccount({ username: "u".repeat(50) }) });
    expect(res.status).toBe(201);
  });

  it("answers 409 for a taken username, but a taken email exactly as a new one and tells its owner", async () => {
    const first = newAccount();
    expect((await call(register, "/api/register", { body: first })).status).toBe(201);
    const sameName = await call(register, "/api/register", {
      body: newAccount({ username: first.username.toUpperCase() }),
    });
    expect(sameName.status).toBe(409);
    expect(await messageOf(sameName)).toBe("Username is already taken");
    const fresh = await call(register, "/api/register", { body: newAccount() });
    const sameEmail = await call(register, "/api/register", { body: newAccount({ email: first.email.toUpperCase() }) });
    expect(sameEmail.status).toBe(fresh.status);
    expect(await sameEmail.json()).toEqual(await fresh.json());
    expect(sameEmail.headers.getSetCookie()).toEqual(fresh.headers.getSetCookie());
    await expect
      .poll(async () =>
        (await sentMail(1000)).some((m) => m.to.includes(first.email) && m.subject === "Someone tried to sign up with your email"),
      )
      .toBe(true);
    expect(
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, `rigger${counter}`)),
    ).toEqual([]);
  });

  it("answers 400 for malformed JSON", async () => {
    const res = await call(register, "/api/register", { rawBody: "{", method: "POST" });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe("Malformed JSON body");
  });
});

describe("POST /api/login and /api/logout, GET /api/user", () => {
  it("needs both fields", async () => {
    for (const body of [{}, { username: "a" }, { password: "b" }, { username: " ", password: "x" }]) {
      const res = await call(login, "/api/login", { body });
      expect(res.status).toBe(400);
      expect(await messageOf(res)).toBe("Please fill in all fields");
    }
  });

  it("gives the same 401 for an unknown user and a wrong password", async () => {
    const account = newAccount();
    await call(register, "/api/register", { body: account });
    const unknown = await call(login, "/api/login", { body: { username: "nobody_here", password: "whatever1" } });
    const wrong = await call(login, "/api/login", { body: { username: account.username, password: "wrong-pass" } });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await messageOf(unknown)).toBe(await messageOf(wrong));
  });

  it("signs in, then signs out by deleting the session so a replayed cookie is refused", async () => {
    const account = newAccount();
    await call(register, "/api/register", { body: account });
    const res = await call(login, "/api/login", { body: { username: account.username, password: account.password } });
    expect(res.status).toBe(200);
    const user = (await res.json()) as { id: string };
    const cookie = cookieFrom(res);
    expect((await call(currentUser, "/api/user", { cookie })).status).toBe(200);

    const before = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const out = await call(logout, "/api/logout", { method: "POST", cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/outpost\.session_token=;.*Max-Age=0/i);
    const after = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(after.length).toBe(before.length - 1);

    const replay = await call(currentUser, "/api/user", { cookie });
    expect(replay.status).toBe(401);
  });

  it("answers 401 with a message when signed out, and logout is harmless then", async () => {
    const res = await call(currentUser, "/api/user");
    expect(res.status).toBe(401);
    expect(await messageOf(res)).toBeTruthy();
    expect((await call(logout, "/api/logout", { method: "POST" })).status).toBe(200);
  });

  it("refuses a forged session cookie", async () => {
    const res = await call(currentUser, "/api/user", { cookie: "outpost.session_token=forged.value" });
    expect(res.status).toBe(401);
  });

  it("refuses deactivated accounts at sign-in", async () => {
    const account = newAccount();
    await call(register, "/api/register", { body: account });
    await t.db.update(users).set({ isActive: false }).where(eq(users.username, account.username));
    const res = await call(login, "/api/login", { body: { username: account.username, password: account.password } });
    expect(res.status).toBe(403);
  });
});

describe("admin bootstrap", () => {
  it("creates the configured admin, and on a later start restores its role and password", async () => {
    const auth = await getAuth();
    const admin = { username: "founder", email: "founder@outpost.example", password: "first-pass" };
    await ensureAdmin(t.db, auth, admin);
    const signIn = () => call(login, "/api/login", { body: { username: admin.username, password: admin.password } });
    const first = await signIn();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ role: "admin" });

    await t.db.update(users).set({ role: "user" }).where(eq(users.username, "founder"));
    admin.password = "second-pass";
    await ensureAdmin(t.db, auth, admin);
    const second = await signIn();
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ role: "admin" });
    expect(await t.db.$count(users, eq(users.username, "founder"))).toBe(1);
  });
});

describe("cross-site requests", () => {
  it("refuses a state-changing call whose Origin is another site, and accepts our own", async () => {
    const body = newAccount();
    const foreign = await call(register, "/api/register", { body, headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    expect(await messageOf(foreign)).toBe("Cross-site request refused");
    expect(await t.db.$count(users, eq(users.username, body.username))).toBe(0);
    const own = await call(register, "/api/register", { body, headers: { origin: "http://localhost:3000" } });
    expect(own.status).toBe(201);
  });
});
