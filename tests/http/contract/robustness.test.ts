// What no input may do to the production server: answer 500, or answer anything but JSON { message }.
// This file also runs against plain `next start`, so none of it may depend on scripts/serve.mjs.
import { describe, expect, it } from "vitest";
import { SEEKER } from "../support/accounts";
import { baseUrl, expectMessage, http, uniqueName } from "../support/client";

describe("malformed addresses", () => {
  it.each(["/job/%ZZ", "/api/jobs/%C0", "/api/jobs/%E0%A4%A", "/job/%", "/api/admin/jobs/%ZZ"])("%s answers 400 JSON", async (path) => {
    expectMessage(await http(path), 400, "Malformed address");
  });

  it.each(["/api/jobs/not-a-uuid", "/api/jobs/00000000-0000-4000-8000-000000000000"])(
    "an unknown job id at %s is 404 JSON",
    async (path) => {
      expectMessage(await http(path), 404);
    },
  );

  it("an unknown API path is 404 JSON", async () => {
    expectMessage(await http("/api/no-such-thing"), 404);
  });
});

describe("methods a path does not take", () => {
  it.each([
    ["DELETE", "/api/jobs", "GET, HEAD, POST, OPTIONS"],
    ["PUT", "/api/login", "POST, OPTIONS"],
    ["GET", "/api/register", "POST, OPTIONS"],
    ["POST", "/api/admin/jobs/00000000-0000-4000-8000-000000000000", "PATCH, DELETE, OPTIONS"],
  ])("%s %s answers 405 JSON with Allow: %s", async (method, path, allow) => {
    const answer = await http(path, { method, as: "admin" });
    expectMessage(answer, 405, "Method not allowed");
    expect(answer.headers.get("allow")).toBe(allow);
  });
});

describe("malformed bodies", () => {
  const bodies: [string, BodyInit | undefined][] = [
    ["empty", undefined],
    ["not JSON", "{"],
    ["null", "null"],
    ["an array", "[]"],
    ["a string", '"x"'],
    ["a number", "42"],
  ];
  it.each(bodies)("POST /api/create-payment-intent with %s body is 400", async (_name, rawBody) => {
    expectMessage(
      await http("/api/create-payment-intent", {
        method: "POST",
        rawBody,
        as: "employer",
        headers: { "content-type": "application/json" },
      }),
      400,
    );
  });

  it.each([[{}], [{ planType: "starter" }], [{ job: null }], [{ planType: "starter", job: null }]])(
    "POST /api/create-payment-intent with %j is 400",
    async (body) => {
      expectMessage(await http("/api/create-payment-intent", { body, as: "employer" }), 400);
    },
  );

  it.each(bodies)("POST /api/jobs with %s body is 400", async (_name, rawBody) => {
    expectMessage(
      await http("/api/jobs", { method: "POST", rawBody, as: "employer", headers: { "content-type": "application/json" } }),
      400,
    );
  });

  it("a body over the limit is 413", async () => {
    expectMessage(
      await http("/api/login", { rawBody: `{"username":"${"a".repeat(1_100_000)}"}`, headers: { "content-type": "application/json" } }),
      413,
    );
  });
});

describe("the origin check", () => {
  // Browsers send the page's origin; the board opened at 127.0.0.1 must accept its own pages' calls.
  it("accepts a call whose Origin is the address the board was opened at", async () => {
    const origin = new URL(baseUrl()).origin;
    const answer = await http("/api/login", {
      body: { username: "nobody_here", password: "wrong-pass" },
      headers: { origin, "sec-fetch-site": "same-origin" },
    });
    expectMessage(answer, 401, "Invalid username or password");
  });

  it.each([
    ["another site", { origin: "https://evil.example" }],
    ["an opaque origin", { origin: "null" }],
    ["a cross-site fetch", { "sec-fetch-site": "cross-site" }],
  ])("refuses %s with 403", async (_name, headers) => {
    expectMessage(
      await http("/api/login", { body: { username: "nobody_here", password: "wrong-pass" }, headers }),
      403,
      "Cross-site request refused",
      "cross_site",
    );
  });
});

describe("failed sign-ins and duplicate sign-ups in the built bundle", () => {
  it.each([
    ["a wrong password", { username: "http_admin", password: "not-the-password" }],
    ["an unknown user", { username: "nobody_at_all", password: "whatever-9" }],
    ["a two-letter username", { username: "ab", password: "whatever-9" }],
  ])("%s answers 401 'Invalid username or password'", async (_name, body) => {
    expectMessage(await http("/api/login", { body }), 401, "Invalid username or password", "invalid_credentials");
  });

  it("a taken username answers 409; a taken email answers as a new one would", async () => {
    expectMessage(
      await http("/api/register", { body: { ...SEEKER, email: "someone-else@outpost.example" } }),
      409,
      "Username is already taken",
      "already_exists",
    );
    const takenEmail = await http("/api/register", { body: { ...SEEKER, username: uniqueName("someone_else") } });
    expect(takenEmail.status).toBe(201);
    expect(takenEmail.json()).toEqual({ message: expect.stringMatching(/^Thanks for signing up!/) });
    expect(takenEmail.headers.getSetCookie()).toEqual([]);
  });
});

describe("the server survives", () => {
  it("still answers after all of the above", async () => {
    expect((await http("/api/stats")).status).toBe(200);
  });
});
