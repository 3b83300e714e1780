// A job whose process dies mid-run is not lost: two servers on one Postgres database, a Resend stand-in that
// holds the send without answering. SIGKILL: the job runs again on the other server once its expiry
// passes. SIGTERM: the server gives the held job back within QUEUE_SHUTDOWN_MS and exits, and the other
// one sends it without waiting for an expiry. Either way the email is delivered exactly once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, type PostgresDatabase } from "../../support/postgres-database";
import { startResendStandIn, type ResendStandIn } from "../../support/resend-stand-in";
import { uniqueName } from "../support/client";
import { callThroughProxy } from "../support/proxied-client";
import { startServer, type RunningServer } from "../support/server";

const SHUTDOWN_MS = 2_000;
/** A mail job's expiry, the queue's upkeep interval and the first retry's longest wait, with room to spare. */
const RERUN_AFTER_KILL_MS = 60_000 + 15_000 + 10_000 + 15_000;

let database: PostgresDatabase;
let resend: ResendStandIn;
const servers: RunningServer[] = [];

async function start(): Promise<RunningServer> {
  const server = await startServer("npm-start", {
    databaseUrl: database.url,
    extraEnv: { TRUST_PROXY: "true", RESEND_API_KEY: resend.apiKey, RESEND_API_URL: resend.url, QUEUE_SHUTDOWN_MS: String(SHUTDOWN_MS) },
  });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "outpost_http_lost_jobs");
  resend = await startResendStandIn();
}, 60_000);

afterAll(async () => {
  for (const server of servers) await server.stop();
  await resend?.close();
  await database?.drop();
}, 60_000);

let addresses = 0;
/** A support message whose email the first server's worker is holding (the stand-in does not answer). */
async function heldSupportMessage(server: RunningServer): Promise<{ subject: string; key: string }> {
  resend.setMode("hang");
  const held = resend.nextHeld();
  const name = uniqueName("Held");
  const answer = await callThroughProxy(server.baseUrl, "/api/support", {
    body: { name, email: `${name}@example.com`, topic: "other", message: "Sent while the server went away" },
    from: `198.51.100.${++addresses}`,
  });
  expect(answer.status).toBe(200);
  const mail = await held;
  expect(mail.subject).toBe(`Support: Something else (from ${name})`);
  return { subject: mail.subject, key: mail.key! };
}

const deliveries = (key: string) => resend.delivered.filter((m) => m.key === key);

describe("jobs held by a process that goes away", () => {
  it(
    "runs a job again, once, on another server after its process was killed mid-send",
    async () => {
      const first = await start();
      const { key } = await heldSupportMessage(first);
      await first.kill();
      resend.setMode("up");
      const second = await start();
      const restartedAt = Date.now();
      await expect.poll(() => deliveries(key).length, { timeout: RERUN_AFTER_KILL_MS, interval: 500 }).toBe(1);
      console.log(`Killed mid-send: delivered by the other server ${Math.round((Date.now() - restartedAt) / 1000)} s after it started`);
      expect(resend.calls.get(key)).toBe(2);
      await second.stop();
    },
    RERUN_AFTER_KILL_MS + 120_000,
  );

  it("gives a held job back on SIGTERM within the shutdown bound, so the other server sends it soon", async () => {
    const first = await start();
    const { key } = await heldSupportMessage(first);
    resend.setMode("up");
    const second = await start();
    await first.stop();
    expect(first.exited()?.afterMs, "exits within the shutdown bound").toBeLessThan(SHUTDOWN_MS + 3_000);
    // Given back as a failed try, it waits only the first retry's delay, not the expiry of a lost job.
    await expect.poll(() => deliveries(key).length, { timeout: 20_000, interval: 250 }).toBe(1);
    expect(resend.calls.get(key)).toBe(2);
    await second.stop();
  }, 180_000);
});
