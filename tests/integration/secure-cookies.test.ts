// With an https BASE_URL the session cookie is Secure (config is read lazily, so this file sets it first).
process.env.BASE_URL = "https://outpost.example";

import { describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/register/route";
import { POST as login } from "@/app/api/login/route";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";

withTestDatabase();

describe("session cookie on https", () => {
  it("is HttpOnly, SameSite=Lax and Secure", async () => {
    const registered = await call(register, "https://outpost.example/api/register", {
      body: { username: "secure_user", email: "secure@example.com", password: "secure-pass" },
      headers: { origin: "https://outpost.example" },
    });
    expect(registered.status).toBe(201);
    const res = await call(login, "https://outpost.example/api/login", {
      body: { username: "secure_user", password: "secure-pass" },
      headers: { origin: "https://outpost.example" },
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Secure/i);
  });
});
