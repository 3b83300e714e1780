import { config } from "@/server/config";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as register } from "@/app/api/register/route";
import { POST as login } from "@/app/api/login/route";
import { GET as currentUser } from "@/app/api/user/route";
import { GET as adminJobs } from "@/app/api/admin/jobs/route";
import { GET as listJobs } from "@/app/api/jobs/route";
import * as logoutRoute from "@/app/api/logout/route";
import { users } from "@/server/db/schema";
import {
  LOGIN_FAILURES_PER_CLIENT_AND_USERNAME,
  LOGIN_FAILURES_PER_IP,
  LOGIN_FREE_FAILURES_PER_USERNAME,
  MAX_LOGIN_DELAY_MS,
  TOO_MANY_LOGINS,
  usernameDelayMs,
} from "@/server/accounts/sessions";
import { withTestDatabase } from "../support/test-db";
import { call, cookieFrom } from "../support/http";

/** Registering signs nobody in: register, then sign in, as the sign-up screen does. */
async function signedIn(body: { username: string; password: string }): Promise<string> {
  await call(register, "/x", { body });
  return cookieFrom(await call(login, "/x", { body: { username: body.username, password: body.password } }));
}

const t = withTestDatabase();
let n = 0;
const account = () => ({ username: `diver${++n}`, email: `diver${n}@example.com`, password: "right-pass" });

describe("sign-in limits", () => {
  const from = (ip: string) => ({ "x-forwarded-for": ip });

  it("stops one client guessing one username, while the owner signs in from elsewhere", async () => {
    const user = account();
    await call(register, "/x", { body: user });
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_FAILURES_PER_CLIENT_AND_USERNAME; i++) {
      statuses.push(
        (await call(login, "/x", { body: { username: user.username, password: `guess-${i}` }, headers: from("203.0.113.10") })).status,
      );
    }
    expect(statuses).toEqual([...Array(LOGIN_FAILURES_PER_CLIENT_AND_USERNAME).fill(401), 429]);
    const refused = await call(login, "/x", { body: { username: user.username, password: user.password }, headers: from("203.0.113.10") });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(TOO_MANY_LOGINS);
    expect(
      (await call(login, "/x", { body: { username: user.username, password: user.password }, headers: from("198.51.100.10") })).status,
    ).toBe(200);
  });

  it("guesses on a username from many addresses slow it down but never lock the owner out", async () => {
    const user = account();
    await call(register, "/x", { body: user });
    const guesses = LOGIN_FREE_FAILURES_PER_USERNAME + 2;
    for (let i = 0; i < guesses; i++) {
      // A new address every few guesses, as a botnet would: no client reaches its own limit.
      const res = await call(login, "/x", {
        body: { username: user.username, password: `guess-${i}` },
        headers: from(`203.0.113.${20 + Math.floor(i / 4)}`),
      });
      expect(res.status).toBe(401);
    }
    const started = Date.now();
    const owner = await call(login, "/x", { body: { username: user.username, password: user.password }, headers: from("198.51.100.20") });
    expect(owner.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(usernameDelayMs(guesses + 1) - 50);
  });

  it("the wait on a username doubles and stops at a ceiling", () => {
    expect(usernameDelayMs(LOGIN_FREE_FAILURES_PER_USERNAME)).toBe(0);
    const first = usernameDelayMs(LOGIN_FREE_FAILURES_PER_USERNAME + 1);
    expect(first).toBeGreaterThan(0);
    expect(usernameDelayMs(LOGIN_FREE_FAILURES_PER_USERNAME + 2)).toBe(first * 2);
    expect(usernameDelayMs(1000)).toBe(MAX_LOGIN_DELAY_MS);
  });

  it("stops one address guessing many usernames", async () => {
    const ip = { "x-forwarded-for": "203.0.113.99" };
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_FAILURES_PER_IP + 1; i++) {
      statuses.push((await call(login, "/x", { body: { username: `nobody${i}`, password: "x-pass-1" }, headers: ip })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURES_PER_IP);
    expect(LOGIN_FAILURES_PER_IP).toBeLessThan(40);
  });

  it("limits registrations per address", async () => {
    const ip = { "x-forwarded-for": "203.0.113.77" };
    const statuses: number[] = [];
    for (let i = 0; i <= config().registrationsPerHour; i++)
      statuses.push((await call(register, "/x", { body: account(), headers: ip })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
  });
});

describe("cross-site requests", () => {
  it.each([[{ origin: "https://evil.example" }], [{ origin: "null" }], [{ "sec-fetch-site": "cross-site" }]])(
    "refuses a state-changing call with %o",
    async (headers) => {
      const res = await call(register, "/x", { body: account(), headers });
      expect(res.status).toBe(403);
    },
  );

  it("accepts same-origin calls", async () => {
    const res = await call(register, "/x", {
      body: account(),
      headers: { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
    });
    expect(res.status).toBe(201);
  });
});

describe("roles", () => {
  it("a changed role takes effect on the next request, and headers cannot add one", async () => {
    const user = account();
    const cookie = await signedIn(user);
    expect(
      (
        await call(adminJobs, "/x", {
          cookie,
          headers: { "x-middleware-subrequest": "middleware:middleware:middleware", "x-role": "admin" },
        })
      ).status,
    ).toBe(403);
    await t.db.update(users).set({ role: "admin" }).where(eq(users.username, user.username));
    expect((await call(adminJobs, "/x", { cookie })).status).toBe(200);
    await t.db.update(users).set({ role: "user" }).where(eq(users.username, user.username));
    expect((await call(adminJobs, "/x", { cookie })).status).toBe(403);
    expect(await (await call(currentUser, "/x", { cookie })).json()).toMatchObject({ role: "user" });
  });
});

describe("odd input", () => {
  it("answers 400 to a NUL byte in a filter", async () => {
    expect((await call(listJobs, "/api/jobs?location=a%00b")).status).toBe(400);
  });

  it('signing out takes a POST: there is no GET an <img src="/api/logout"> could fire', async () => {
    const user = account();
    const cookie = await signedIn(user);
    // GET answers 405 without reading the request, so no cookie it carries can end a session.
    expect((await call(logoutRoute.GET, "/api/logout")).status).toBe(405);
    expect((await call(currentUser, "/x", { cookie })).status).toBe(200);
    const fromElsewhere = await call(logoutRoute.POST, "/api/logout", {
      method: "POST",
      cookie,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(fromElsewhere.status).toBe(403);
    expect((await call(currentUser, "/x", { cookie })).status).toBe(200);
  });

  it("the account screen's Sign Out form ends the session and lands on the home page", async () => {
    const cookie = await signedIn(account());
    const res = await call(logoutRoute.POST, "/api/logout", {
      method: "POST",
      cookie,
      rawBody: "",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000", "sec-fetch-mode": "navigate" },
    });
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get("location")!).pathname).toBe("/");
    expect((await call(currentUser, "/x", { cookie })).status).toBe(401);
  });
});
