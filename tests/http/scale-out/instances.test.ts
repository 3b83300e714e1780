// Scale-out: two `npm start` instances and one `next start` (as a serverless host runs the app, behind a
// trusted proxy) on one fresh Postgres database, reached through a TCP relay the test can cut to restart
// "the database". Figures (staleness, recovery) are printed for the measurement table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, type PostgresDatabase } from "../../support/postgres-database";
import { startTcpProxy, type TcpProxy } from "../../support/tcp-proxy";
import { ADMIN } from "../support/accounts";
import { startServer, type RunningServer } from "../support/server";

let database: PostgresDatabase;
let relay: TcpProxy;
let a: RunningServer, b: RunningServer, c: RunningServer;
const started: RunningServer[] = [];
const relays: TcpProxy[] = [];

function viaRelay(url: string, port: number): string {
  const u = new URL(url);
  u.host = `127.0.0.1:${port}`;
  return u.toString();
}

async function newRelay(): Promise<TcpProxy> {
  const target = new URL(database.url);
  const r = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  relays.push(r);
  return r;
}

async function start(
  kind: "npm-start" | "next-start",
  databaseUrl: string,
  options: { env?: Record<string, string>; isUp?: (s: number) => boolean } = {},
) {
  // No job queue workers: their polling would be counted as the database round trips this file measures
  // (queued mail runs after the request instead, as on Vercel); lost-jobs.test.ts runs workers on two servers.
  const server = await startServer(kind, {
    databaseUrl,
    extraEnv: { SEED_DEMO: "true", QUEUE_WORKERS: "off", ...options.env },
    isUp: options.isUp,
  });
  started.push(server);
  return server;
}

const get = (server: RunningServer, path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { headers, redirect: "manual" });
const post = (server: RunningServer, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "outpost_scale");
  relay = await newRelay();
  const url = viaRelay(database.url, relay.port);
  // All three at once: migrations and seeding take turns under the advisory lock.
  [a, b, c] = await Promise.all([
    start("npm-start", url),
    start("npm-start", url),
    start("next-start", url, { env: { TRUST_PROXY: "1" } }),
  ]);
}, 300_000);

afterAll(async () => {
  for (const server of started) await server.stop();
  for (const r of relays) await r.close();
  await database?.drop();
});

describe("several instances on one Postgres", () => {
  it("start together on a fresh database, migrated and seeded once", async () => {
    const totals = await Promise.all([a, b, c].map(async (s) => (await get(s, "/api/jobs?limit=1")).headers.get("x-total-count")));
    expect(Number(totals[0])).toBeGreaterThan(0);
    expect(new Set(totals).size).toBe(1);
  });

  it("accept a session made on any one of them", async () => {
    const login = await post(a, "/api/login", { username: ADMIN.username, password: ADMIN.password });
    const cookie = login.headers
      .getSetCookie()
      .map((x) => x.split(";")[0])
      .join("; ");
    for (const server of [a, b, c]) {
      const me = await get(server, "/api/user", { cookie });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { username: string }).username).toBe(ADMIN.username);
    }
  });

  it("show a write made on one instance on every other within 2 s: pages, API, stats, feeds, sitemap", async () => {
    const login = await post(a, "/api/login", { username: ADMIN.username, password: ADMIN.password });
    const cookie = login.headers
      .getSetCookie()
      .map((x) => x.split(";")[0])
      .join("; ");
    const [job] = (await (await get(a, "/api/jobs?limit=1")).json()) as { id: string }[];
    const activeJobs = async (s: RunningServer) => ((await (await get(s, "/api/stats")).json()) as { activeJobs: number }).activeJobs;
    const before = await activeJobs(b);
    const checks: Record<string, (s: RunningServer) => Promise<boolean>> = {
      "/": async (s) => !(await (await get(s, "/")).text()).includes(job.id),
      "/job/{id}": async (s) => (await get(s, `/job/${job.id}`)).status === 404,
      "/api/jobs": async (s) => !(await (await get(s, "/api/jobs?limit=100")).text()).includes(job.id),
      "/api/jobs/{id}": async (s) => (await get(s, `/api/jobs/${job.id}`)).status === 404,
      "/api/stats": async (s) => (await activeJobs(s)) === before - 1,
      "/feed.xml": async (s) => !(await (await get(s, "/feed.xml")).text()).includes(job.id),
      "/sitemap.xml": async (s) => !(await (await get(s, "/sitemap.xml")).text()).includes(job.id),
    };
    // Every cache on the other instances holds the job first.
    for (const s of [b, c]) for (const check of Object.values(checks)) expect(await check(s)).toBe(false);

    const patched = await fetch(`${a.baseUrl}/api/admin/jobs/${job.id}`, {
      method: "PATCH",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ isActive: false, takedownReason: "Closed early" }),
    });
    expect(patched.status).toBe(200);
    const written = Date.now();
    // Each address polled on its own, so one slow page does not delay the others' figures.
    const agreed = async ([name, check]: [string, (s: RunningServer) => Promise<boolean>]) => {
      while (!(await check(b)) || !(await check(c))) {
        if (Date.now() - written > 5_000) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      return [name, (Date.now() - written) / 1000] as const;
    };
    const seconds = Object.fromEntries(await Promise.all(Object.entries(checks).map(agreed)));
    console.log(`staleness after a write on another instance (s): ${JSON.stringify(seconds)}`);
    expect(Math.max(...Object.values(seconds))).toBeLessThanOrEqual(2);
  });

  it("answer a repeated query and an unchanged poll of the job list without a database round trip", async () => {
    const path = "/api/jobs?limit=50&sortBy=newest";
    for (const server of [a, c]) {
      const first = await get(server, path);
      expect(first.status).toBe(200);
      expect(((await first.json()) as unknown[]).length).toBe(50);
      const etag = first.headers.get("etag")!;
      await new Promise((r) => setTimeout(r, 300)); // whatever the first answer wrote or read has gone through
      const before = relay.bytesFromClients();
      for (let i = 0; i < 10; i++) {
        const poll = await get(server, path, { "if-none-match": etag });
        expect(poll.status).toBe(304);
        expect(poll.headers.get("x-total-count")).toBe(first.headers.get("x-total-count"));
        const again = await get(server, path);
        expect(again.status).toBe(200);
        expect(again.headers.get("etag")).toBe(etag);
      }
      expect(relay.bytesFromClients() - before).toBe(0);
    }
  });

  it("keep one rate limit per client across instances, whatever X-Forwarded-For a client makes up", async () => {
    // npm start counts the socket address (127.0.0.1 for both), ignoring the header entirely.
    const spoof = (i: number) => ({ "x-forwarded-for": `203.0.113.${i}` });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post(i % 2 ? b : a, "/api/forgot-password", { email: `limit${i}@example.com` }, spoof(i))).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    // next start with TRUST_PROXY=1: the proxy appended 198.51.100.9; what the client put before it is ignored.
    const behindProxy = (i: number) => ({ "x-forwarded-for": `203.0.113.${i}, 198.51.100.9` });
    const viaProxy: number[] = [];
    for (let i = 0; i < 11; i++)
      viaProxy.push((await post(c, "/api/forgot-password", { email: `proxied${i}@example.com` }, behindProxy(i))).status);
    expect(viaProxy.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(viaProxy[10]).toBe(429);
  });

  it("count an apply click once per client, whichever instance receives it", async () => {
    const [, job] = (await (await get(a, "/api/jobs?limit=2")).json()) as { id: string }[];
    const click = async (s: RunningServer) =>
      ((await (await post(s, `/api/jobs/${job.id}/track-click`, { clickType: "apply" })).json()) as { clickCount: number }).clickCount;
    const first = await click(a);
    expect(await click(b)).toBe(first);
    expect(await click(a)).toBe(first);
  });

  it("ride out a database restart under load: a few 503s at most, then 200s again", async () => {
    let n = 0;
    const statuses: number[] = [];
    let restartedAt = 0;
    let recoveredAt = 0;
    const load = async (s: RunningServer) => {
      const until = Date.now() + 6_000;
      while (Date.now() < until) {
        const status = (await get(s, `/api/jobs?search=restart${++n}x`)).status;
        statuses.push(status);
        if (restartedAt && status === 200 && !recoveredAt) recoveredAt = Date.now();
      }
    };
    const running = Promise.all([a, b, c].map(load));
    await new Promise((r) => setTimeout(r, 1_500));
    restartedAt = Date.now();
    relay.dropConnections();
    await running;
    const failures = statuses.filter((s) => s !== 200);
    console.log(
      `database restart under load: ${statuses.length} requests, ${failures.length} non-200 (${[...new Set(failures)].join(", ") || "none"}), first 200 after ${(recoveredAt - restartedAt) / 1000} s`,
    );
    expect(failures.every((s) => s === 503)).toBe(true);
    for (const s of [a, b, c]) expect((await get(s, "/api/stats")).status).toBe(200);
  });

  it("start with the database away, answer 503, and serve once it is back, without a restart", async () => {
    const away = await newRelay();
    await away.down();
    const late = await start("next-start", viaRelay(database.url, away.port), {
      env: { TRUST_PROXY: "1" },
      isUp: (status) => status === 503,
    });
    const down = await get(late, "/api/stats");
    expect(down.status).toBe(503);
    expect(((await down.json()) as { message: string }).message).toMatch(/unavailable/);
    await away.up();
    const back = Date.now();
    while ((await get(late, "/api/stats")).status !== 200) {
      expect(Date.now() - back).toBeLessThan(10_000);
      await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`database away at start: first 200 ${(Date.now() - back) / 1000} s after it came back`);
  });

  it("refuse to start in production on Postgres without AUTH_SECRET, saying so", async () => {
    await expect(start("next-start", database.url, { env: { AUTH_SECRET: "" } })).rejects.toThrow(
      /AUTH_SECRET must be set in production with DATABASE_URL/,
    );
  });
});
