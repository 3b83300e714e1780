// Accounts over real HTTP: sign-up, sign-in and out, the current user, company details and password reset.
// Registrations are limited per client (10 an hour, and the setup's come from 127.0.0.1), so this file
// registers from loopback addresses of its own, and each test that uses up a limit has its own address.
import { describe, expect, inject, it } from "vitest";
import { ADMIN, EMPLOYER, SEEKER } from "../support/accounts";
import { baseUrl, cookieFrom, expectMessage, http as call, uniqueName, type HttpAnswer } from "../support/client";
import { clientAddress, httpFrom } from "../support/client-address";
import { latestMailTo, tokenIn } from "../support/mail";
import { OWN_PASSWORD, ownAccount } from "../support/own-accounts";

const register = (role: "user" | "employer" = "user", extra: Record<string, unknown> = {}) => ownAccount("accounts", role, extra);

const login = (username: string, password: string) => call("/api/login", { body: { username, password } });
const currentUser = (cookie: string) => call("/api/user", { cookie });

describe("POST /api/register", () => {
  it("creates an employer that, once verified, signs in with the public user", async () => {
    const { username, email, cookie, user } = await register("employer", { firstName: "Ada", lastName: "Byron" });
    expect(user).toMatchObject({
      username,
      email,
      role: "employer",
      firstName: "Ada",
      lastName: "Byron",
      name: "Ada Byron",
      isActive: true,
      emailVerified: true,
    });
    expect(typeof user.id).toBe("string");
    expect(JSON.stringify(user)).not.toMatch(/password|hash|token/i);
    expect((await currentUser(cookie)).json()).toMatchObject({ username, role: "employer" });
  });

  it.each([
    ["no fields", {}, "Please fill in all required fields"],
    [
      "a short password",
      { username: "short_pw", email: "short@accounts.example", password: "12345" },
      "Password must be at least 6 characters long",
    ],
    ["a bad email", { username: "bad_mail", email: "not-an-email", password: OWN_PASSWORD }, "Please enter a valid email address"],
    [
      "a two-letter username",
      { username: "ab", email: "ab@accounts.example", password: OWN_PASSWORD },
      "Username must be at least 3 characters",
    ],
    [
      "odd characters in the username",
      { username: "a b;c", email: "abc@accounts.example", password: OWN_PASSWORD },
      /Username may only contain/,
    ],
    [
      "an admin role",
      { username: "wants_admin", email: "wa@accounts.example", password: OWN_PASSWORD, role: "admin" },
      "Account type must be Job Seeker or Employer",
    ],
  ])("answers 400 for %s", async (_name, body, message) => {
    expectMessage(await call("/api/register", { body }), 400, message);
  });
});

describe("POST /api/login", () => {
  it("signs the shared admin in with 200, the public user and a session cookie", async () => {
    const answer = await login(ADMIN.username, ADMIN.password);
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ username: ADMIN.username, email: ADMIN.email, role: "admin" });
    expect(cookieFrom(answer)).not.toBe("");
  });

  it.each([
    ["no password", { username: "someone" }],
    ["an empty username", { username: "  ", password: "whatever-9" }],
  ])("answers 400 'Please fill in all fields' for %s", async (_name, body) => {
    expectMessage(await call("/api/login", { body }), 400, "Please fill in all fields");
  });

  it("answers 400 for a body that is not JSON", async () => {
    expectMessage(
      await call("/api/login", { method: "POST", rawBody: "username=a&password=b", headers: { "content-type": "application/json" } }),
      400,
      "Malformed JSON body",
    );
  });

  it("answers 429 to a client after five failures for one username, while the owner signs in from elsewhere", async () => {
    const { username } = await register();
    const guesser = clientAddress("login-guesser");
    const guess = (password: string) => httpFrom(guesser, "/api/login", { body: { username, password } });
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await guess(`wrong-guess-${i}`)).status);
    expect(answers).toEqual(Array(5).fill(401));
    expectMessage(await guess(OWN_PASSWORD), 429, "Too many failed sign-in attempts. Please wait 15 minutes and try again.");
    // No lock on the username itself: that would let anyone keep its owner out.
    expect((await httpFrom(clientAddress("login-owner"), "/api/login", { body: { username, password: OWN_PASSWORD } })).status).toBe(200);
  });
});

describe("the sign-in limit per client", () => {
  it("answers 429 to a client's 31st failed sign-in within 15 minutes, whichever usernames it tries", async () => {
    const client = clientAddress("login-ip-limit");
    const tryName = (i: number) => httpFrom(client, "/api/login", { body: { username: `sprayed_${i}`, password: "wrong-pass-9" } });
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i++) statuses.add((await tryName(i)).status);
    expect([...statuses]).toEqual([401]);
    expectMessage(await tryName(30), 429, "Too many failed sign-in attempts. Please wait 15 minutes and try again.");
  });
});

describe("GET /api/user", () => {
  it.each([
    ["admin", ADMIN.username],
    ["user", SEEKER.username],
    ["employer", EMPLOYER.username],
  ] as const)("answers 200 with the %s, uncached", async (role, username) => {
    const answer = await call("/api/user", { as: role });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ username, role });
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 401 when signed out", async () => {
    expectMessage(await call("/api/user"), 401, "Please log in to continue");
  });

  it("answers 401 for a forged session cookie", async () => {
    expectMessage(await call("/api/user", { cookie: "better-auth.session_token=forged.value" }), 401, "Please log in to continue");
  });
});

describe("PUT /api/auth/company", () => {
  it("saves the signed-in user's company details and answers with the user", async () => {
    const { cookie } = await register("employer");
    const details = {
      companyName: "Fulmar Offshore",
      companyWebsite: "https://fulmar.example",
      companyDescription: "Rope access on platforms.",
      companySocialLinks: "https://social.example/fulmar",
    };
    const answer = await call("/api/auth/company", { method: "PUT", body: details, cookie });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject(details);
    expect((await currentUser(cookie)).json()).toMatchObject({ companyName: "Fulmar Offshore" });

    expectMessage(
      await call("/api/auth/company", { method: "PUT", body: { companyWebsite: "javascript:alert(1)" }, cookie }),
      400,
      /Company website/,
    );
    // The image rule parses as it validates: a space in the host is no address.
    expectMessage(
      await call("/api/auth/company", { method: "PUT", body: { companyLogoUrl: "https://exa mple.com/logo.png" }, cookie }),
      400,
      /Logo/,
    );
  });

  it("answers 401 when signed out", async () => {
    expectMessage(
      await call("/api/auth/company", { method: "PUT", body: { companyName: "Nobody Ltd" } }),
      401,
      "Please log in to continue",
    );
  });
});

describe("POST /api/logout", () => {
  it("POST ends the session: 200 'Logged out', and the cookie no longer signs anyone in", async () => {
    const { username } = await register();
    const cookie = cookieFrom(await login(username, OWN_PASSWORD));
    const answer = await call("/api/logout", { method: "POST", cookie });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ message: "Logged out" });
    // The browser drops what the site kept for the account: My List, the outbox, the offline pages (decision 115).
    expect(answer.headers.get("clear-site-data")).toBe('"storage"');
    expectMessage(await currentUser(cookie), 401);
    // Signed out already: still 200, nothing to end.
    expect((await call("/api/logout", { method: "POST" })).status).toBe(200);

    // The Sign Out form (a browser navigation) ends the session and goes home, to the host the request
    // came to, never the server's own localhost:PORT.
    const again = cookieFrom(await login(username, OWN_PASSWORD));
    // fetch cannot set Host; node:http can.
    const form = await httpFrom("127.0.0.1", "/api/logout", {
      method: "POST",
      cookie: again,
      rawBody: "",
      headers: { host: "board.example:8080", origin: "http://board.example:8080", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("clear-site-data")).toBe('"storage"');
    // (With BASE_URL set, as production on Postgres must have it, home is BASE_URL.)
    expect(form.headers.get("location")).toBe(inject("baseUrlSet") ? `${baseUrl()}/` : "http://board.example:8080/");
    expectMessage(await currentUser(again), 401);
  });

  it('GET signs nobody out: 405, so an <img src="/api/logout"> is harmless', async () => {
    expectMessage(await call("/api/logout", { as: "user", headers: { "sec-fetch-site": "same-origin" } }), 405, "Method not allowed");
    expect((await call("/api/user", { as: "user" })).status).toBe(200);
  });
});

describe("password reset", () => {
  const RESET_SENT = "If an account with that email exists, we've sent you a password reset link.";
  const INVALID_LINK = "This password reset link is invalid or has expired. Please request a new one.";

  it("mails a link that validates, sets the new password once and signs the account out everywhere", async () => {
    const { username, email, cookie } = await register();
    const asked = await call("/api/forgot-password", { body: { email: email.toUpperCase() } });
    expect(asked.status).toBe(200);
    expect(asked.json()).toEqual({ message: RESET_SENT });
    const token = tokenIn(await latestMailTo(email, "Reset your Outpost password"), "/reset-password");

    const valid = await call(`/api/reset-password/validate/${encodeURIComponent(token)}`);
    expect(valid.status).toBe(200);
    expect(valid.json()).toEqual({ valid: true });
    expect(valid.headers.get("cache-control")).toBe("no-store");

    expectMessage(
      await call("/api/reset-password", { body: { token, newPassword: "short" } }),
      400,
      "Password must be at least 6 characters long",
    );
    const reset = await call("/api/reset-password", { body: { token, newPassword: "brand-new-pass-9" } });
    expect(reset.status).toBe(200);
    expect(reset.json()).toEqual({ message: "Password Reset Successful" });

    expectMessage(await currentUser(cookie), 401);
    expectMessage(await login(username, OWN_PASSWORD), 401, "Invalid username or password");
    expect((await login(username, "brand-new-pass-9")).status).toBe(200);
    expect((await call(`/api/reset-password/validate/${encodeURIComponent(token)}`)).json()).toEqual({ valid: false });
    expectMessage(await call("/api/reset-password", { body: { token, newPassword: "another-pass-9" } }), 400, INVALID_LINK);
  });

  it("answers the same 200 for an address without an account, and 400 for no address", async () => {
    const answer = await call("/api/forgot-password", { body: { email: "nobody-here@accounts.example" } });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ message: RESET_SENT });
    expectMessage(await call("/api/forgot-password", { body: { email: "not an email" } }), 400, "Please enter a valid email address");
    expectMessage(await call("/api/forgot-password", { body: {} }), 400, "Please enter a valid email address");
  });

  it("answers 429 on the fourth request for one address within the hour", async () => {
    const body = { email: "asked-too-often@accounts.example" };
    const ask = () => httpFrom(clientAddress("forgot-limit"), "/api/forgot-password", { body });
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
    expectMessage(await ask(), 429, "Too many requests. Please try again later.");
  });

  it("validates unknown and oversized tokens as invalid", async () => {
    expect((await call("/api/reset-password/validate/not-a-real-token")).json()).toEqual({ valid: false });
    expect((await call(`/api/reset-password/validate/${"x".repeat(300)}`)).json()).toEqual({ valid: false });
  });

  it("answers 400 for a missing or unknown token, and 429 after twenty tries", async () => {
    expectMessage(await call("/api/reset-password", { body: { newPassword: "whatever-pass-9" } }), 400, "The reset token is missing");
    const tries: HttpAnswer[] = [];
    for (let i = 0; i < 21; i++) {
      const answer = await httpFrom(clientAddress("reset-limit"), "/api/reset-password", {
        body: { token: `guessed-token-${i}`, newPassword: "whatever-pass-9" },
      });
      tries.push(answer);
      if (answer.status === 429) break;
    }
    for (const answer of tries.slice(0, -1)) expectMessage(answer, 400, INVALID_LINK);
    expectMessage(tries.at(-1)!, 429, "Too many requests. Please try again later.");
  });
});

describe("registration limit", () => {
  it("answers 429 to a client's eleventh registration within the hour", async () => {
    const client = clientAddress("registration-limit");
    const signUp = () => {
      const username = uniqueName("acc_many");
      return httpFrom(client, "/api/register", { body: { username, email: `${username}@accounts.example`, password: OWN_PASSWORD } });
    };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await signUp()).status);
    expect(statuses).toEqual(Array(10).fill(201));
    expectMessage(await signUp(), 429, "Too many requests. Please try again later.");
  });
});
