// The mail provider down for a minute (a local Resend stand-in answering 503), then back: every password
// reset, support message and subscription confirmation asked for during the outage is delivered once
// within two minutes of its recovery; none is lost, none duplicated (the stand-in keeps one message per
// Idempotency-Key, as Resend does, and every message is counted by recipient and subject too).
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createPostgresDatabase, type PostgresDatabase } from "../../support/postgres-database";
import { startResendStandIn, type ResendStandIn } from "../../support/resend-stand-in";
import { SUPPORT_EMAIL } from "../support/accounts";
import { uniqueName } from "../support/client";
import { callThroughProxy } from "../support/proxied-client";
import { startServer, type RunningServer } from "../support/server";

const OUTAGE_MS = 60_000;
const DELIVERY_BUDGET_MS = 120_000;
/** One reset, one support message and one confirmation at each of these moments of the outage. */
const ROUNDS = 4;

let resend: ResendStandIn;
let server: RunningServer;
let database: PostgresDatabase | undefined;

beforeAll(async () => {
  resend = await startResendStandIn();
  const adminUrl = inject("postgresAdminUrl");
  database = adminUrl ? await createPostgresDatabase(adminUrl, "outpost_http_outage") : undefined;
  server = await startServer("npm-start", {
    databaseUrl: database?.url,
    extraEnv: { TRUST_PROXY: "true", RESEND_API_KEY: resend.apiKey, RESEND_API_URL: resend.url },
  });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await resend?.close();
  await database?.drop();
}, 60_000);

let addresses = 0;
/** A client address of its own for each call: the per-address limits are not what this file is about. */
const from = () => `198.51.100.${++addresses}`;
const post = (path: string, body: unknown) => callThroughProxy(server.baseUrl, path, { body, from: from() });

type Expected = { to: string; subject: string };

describe("a mail provider outage", () => {
  it(
    "delivers every email asked for during a minute's outage exactly once, within two minutes of recovery",
    async () => {
      // The accounts whose passwords are reset exist before the outage (their verification mail went out).
      const accounts = [];
      for (let i = 0; i < ROUNDS; i++) {
        const account = {
          username: uniqueName("outage"),
          email: `${uniqueName("outage")}@example.com`,
          password: "long-enough-pass-7",
          role: "user",
        };
        expect((await post("/api/register", account)).status).toBe(201);
        accounts.push(account);
      }
      await expect.poll(() => resend.delivered.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(ROUNDS);

      resend.setMode("down");
      const outageStart = Date.now();
      const expected: Expected[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        await new Promise((r) => setTimeout(r, outageStart + (round * OUTAGE_MS) / ROUNDS - Date.now()));
        const { email } = accounts[round];
        expect((await post("/api/forgot-password", { email })).status).toBe(200);
        expected.push({ to: email, subject: "Reset your Outpost password" });
        const name = uniqueName("Sender");
        expect(
          (await post("/api/support", { name, email: `${name}@example.com`, topic: "other", message: "Lost in the outage?" })).status,
        ).toBe(200);
        expected.push({ to: SUPPORT_EMAIL, subject: `Support: Something else (from ${name})` });
        const subscriber = `${uniqueName("subscriber")}@example.com`;
        expect((await post("/api/email-subscribe", { email: subscriber })).status).toBe(200);
        expected.push({ to: subscriber, subject: "Confirm your Outpost subscription" });
      }
      await new Promise((r) => setTimeout(r, outageStart + OUTAGE_MS - Date.now()));
      const during = (m: Expected) => resend.delivered.filter((d) => d.to.includes(m.to) && d.subject === m.subject);
      expect(expected.flatMap(during), "nothing is delivered while the provider is down").toEqual([]);

      resend.setMode("up");
      const recoveredAt = Date.now();
      await expect
        .poll(() => expected.filter((m) => during(m).length === 0).length, { timeout: DELIVERY_BUDGET_MS + 10_000, interval: 500 })
        .toBe(0);
      for (const message of expected) {
        const copies = during(message);
        expect(copies, `${message.subject} to ${message.to}`).toHaveLength(1);
        expect(copies[0].at - recoveredAt, `${message.subject} delivered within the budget`).toBeLessThanOrEqual(DELIVERY_BUDGET_MS);
        // It was tried during the outage and refused, then sent again with the same key.
        expect(resend.calls.get(copies[0].key!), `tries of ${message.subject}`).toBeGreaterThanOrEqual(2);
      }
      const keys = resend.delivered.map((d) => d.key);
      expect(new Set(keys).size, "one delivery per idempotency key").toBe(keys.length);
      console.log(
        `Mail outage: ${expected.length} emails, the last delivered ${Math.round((Math.max(...expected.map((m) => during(m)[0].at)) - recoveredAt) / 1000)} s after recovery`,
      );
    },
    OUTAGE_MS + DELIVERY_BUDGET_MS + 120_000,
  );
});
