// Cache invalidation between processes on one Postgres: what one announces, every process's cache hears
// within 2 s; a listener that lost its connection comes back by itself and then retires everything it may
// have missed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, type PostgresDatabase } from "../support/postgres-database";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { openDatabase, type Database } from "@/server/db/client";
import { listenForCacheEvents } from "@/server/cache-handler.mjs";
import { invalidate } from "@/server/cache";

let database: PostgresDatabase;
let relay: TcpProxy;
const opened: Database[] = [];
const listeners: { close(): Promise<void> }[] = [];

/** A process: its cache's listener (on `listenUrl`) and its database, through which it announces writes. */
async function instance(listenUrl: string) {
  const heard: (string | null)[] = [];
  const db = await openDatabase({ url: database.url });
  opened.push(db);
  listeners.push(listenForCacheEvents(listenUrl, (tag) => heard.push(tag)));
  return { heard, announce: (tag: string) => invalidate(db.db, tag) };
}

async function until(check: () => boolean, ms = 2_000): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
}

beforeAll(async () => {
  database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "outpost_cache_events");
  const target = new URL(database.url);
  relay = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
});

afterAll(async () => {
  for (const listener of listeners) await listener.close();
  for (const db of opened) await db.close();
  await relay?.close();
  await database?.drop();
});

describe("cache invalidation through LISTEN/NOTIFY", () => {
  it("reaches every process within 2 s", async () => {
    const a = await instance(database.url);
    const b = await instance(database.url);
    const c = await instance(database.url);
    await until(() => [a, b, c].every((i) => i.heard.includes(null))); // each is listening
    a.announce("jobs");
    expect(await until(() => [a, b, c].every((i) => i.heard.includes("jobs")))).toBeLessThan(2_000);
  });

  it("reconnects after losing its connection and retires everything, since it may have missed writes", async () => {
    const viaRelay = new URL(database.url);
    viaRelay.host = `127.0.0.1:${relay.port}`;
    const listener = await instance(viaRelay.toString());
    const writer = await instance(database.url);
    await until(() => listener.heard.length === 1);
    relay.dropConnections();
    await until(() => listener.heard.length === 2, 5_000); // back, and told to retire everything
    expect(listener.heard).toEqual([null, null]);
    writer.announce("jobs");
    await until(() => listener.heard.includes("jobs"));
  });
});
