// The app on a Postgres that goes down, stalls, restarts or is locked: it answers 503 { message } within
// its timeouts, never hangs, and recovers by itself. The database sits behind a TCP relay the test controls.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPostgresDatabase, type PostgresDatabase } from "../support/postgres-database";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { call } from "../support/http";
import { openDatabase, DEFAULT_LIMITS } from "@/server/db/client";
import { GET as listJobs } from "@/app/api/jobs/route";

const adminUrl = process.env.TEST_DATABASE_URL!;
let database: PostgresDatabase;
let relay: TcpProxy;
let searches = 0;

/** A list query no cache can answer: every call searches for a new word. */
const freshSearch = () => call(listJobs, `/api/jobs?search=resilience${++searches}x`);

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
}

async function firstOk(deadlineMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    if ((await freshSearch()).status === 200) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No 200 within ${deadlineMs} ms`);
}

beforeAll(async () => {
  database = await createPostgresDatabase(adminUrl, "outpost_resilience");
  const target = new URL(database.url);
  relay = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  await relay.down(); // the database is unreachable when the app starts
  const viaRelay = new URL(database.url);
  viaRelay.host = `127.0.0.1:${relay.port}`;
  // Read by config() on first use, which nothing in this file has made yet.
  Object.assign(process.env, {
    DATABASE_URL: viaRelay.toString(),
    DB_CONNECT_TIMEOUT_MS: "1000",
    DB_STATEMENT_TIMEOUT_MS: "1000",
    DB_LOCK_TIMEOUT_MS: "1000",
  });
});

afterAll(async () => {
  await relay?.close();
  await database?.drop();
});

describe("a Postgres that is not there, stalls or restarts", () => {
  it("answers 503 { message } while the database is down at start, then recovers by itself once it is back", async () => {
    const down = await freshSearch();
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("5");
    expect((await down.json()).message).toMatch(/briefly unavailable/);

    await relay.up();
    // Migrates on the first attempt after the back-off; no restart of the process.
    expect(await firstOk(10_000)).toBeLessThan(5_000);
  });

  it("answers 503 within the timeout when the database stalls, and serves again when it moves", async () => {
    await firstOk(5_000);
    relay.stall();
    const stalled = await timed(freshSearch);
    expect(stalled.value.status).toBe(503);
    expect(stalled.ms).toBeLessThan(5_000);
    // Further calls do not queue behind stuck connections either.
    const again = await Promise.all(Array.from({ length: 12 }, () => timed(freshSearch)));
    expect(again.map((a) => a.value.status)).toEqual(Array(12).fill(503));
    expect(Math.max(...again.map((a) => a.ms))).toBeLessThan(5_000);
    relay.resume();
    relay.dropConnections(); // what the stalled connections held is lost; the pool must replace them
    expect(await firstOk(10_000)).toBeLessThan(5_000);
  });

  it("gives at most a few 503s when the database restarts under load, never a hang", async () => {
    await firstOk(5_000);
    const statuses: number[] = [];
    // The restart falls a third of the way through the load, whatever this machine's speed: a timer could
    // land it on the last request, which would then rightly be one of the few 503s.
    for (let i = 0; i < 30; i++) {
      const answer = freshSearch();
      if (i === 10) relay.dropConnections(); // while this request is on its way
      statuses.push((await answer).status);
    }
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
  });

  it("answers 503 after the lock timeout when another session holds the jobs table", async () => {
    await firstOk(5_000);
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    try {
      await locker.query("begin; lock table jobs in access exclusive mode");
      const locked = await timed(freshSearch);
      expect(locked.value.status).toBe(503);
      expect(locked.ms).toBeLessThan(4_000);
    } finally {
      await locker.query("rollback");
      await locker.end();
    }
    expect((await freshSearch()).status).toBe(200);
  });

  it("logs the database failures without any query parameter", async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
    const warn = vi.spyOn(console, "warn").mockImplementation(capture);
    const error = vi.spyOn(console, "error").mockImplementation(capture);
    try {
      relay.stall();
      await call(listJobs, "/api/jobs?search=secret-token-abc123");
      relay.resume();
      relay.dropConnections();
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join("\n")).not.toMatch(/abc123|params:/);
    await firstOk(10_000);
  });
});

describe("migrations on Postgres", () => {
  it("gives up waiting for another process's migration lock after the lock timeout", async () => {
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    const opened = await openDatabase({ url: database.url }, { ...DEFAULT_LIMITS, migrateLockTimeoutMs: 500 });
    try {
      await holder.query("select pg_advisory_lock(hashtext('outpost:migrate'))");
      const attempt = await timed(() =>
        opened.migrate().then(
          () => "migrated",
          (e: unknown) => e,
        ),
      );
      expect(String((attempt.value as { cause?: unknown }).cause ?? attempt.value)).toMatch(/lock timeout/);
      expect(attempt.ms).toBeLessThan(3_000);
    } finally {
      await holder.end();
      await opened.close();
    }
  });

  it("skips the migrations when a deploy step runs them (MIGRATE_AT_START=false)", async () => {
    const empty = await createPostgresDatabase(adminUrl, "outpost_nomigrate");
    const opened = await openDatabase({ url: empty.url });
    try {
      let prepared = false;
      await opened.migrate(async () => void (prepared = true), { applyMigrations: false });
      const tables = await new pg.Client({ connectionString: empty.url });
      await tables.connect();
      const { rows } = await tables.query("select count(*)::int as n from information_schema.tables where table_schema = 'public'");
      await tables.end();
      expect(prepared).toBe(true);
      expect(rows[0].n).toBe(0);
    } finally {
      await opened.close();
      await empty.drop();
    }
  });
});
