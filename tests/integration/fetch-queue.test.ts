// The outbound fetch queue against stand-in servers on this machine: an account that asks for slow images
// keeps to its share, leaves when its caller goes, and never holds up another account or scheduled work;
// its limits hold through garbage collections (vitest.config.ts runs the workers with --expose-gc), a started
// fetch gives back its slot by the queue's deadline, and waiting for a host's turn is bounded and counted.
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_BUSY, PER_ACCOUNT, QUEUE_BUSY, queuedFetch } from "@/server/links/fetch-queue";
import { safeFetch, SafeFetchError } from "@/server/links/safe-fetch";
import { rehostImage } from "@/server/uploads/rehost-image";
import { isHttpError } from "@/server/http/errors";
import { checkLink } from "@/server/links/check-link";
import { pngBytes } from "../support/images";

let server: http.Server;
let port = 0;
const hanging = new Set<http.ServerResponse>();
// A host that accepts connections and never says a word.
let stalling: net.Server;
let stallingPort = 0;
const stalled = new Set<net.Socket>();

beforeAll(async () => {
  const png = await pngBytes(30, 20);
  server = http.createServer((req, res) => {
    if (req.url?.startsWith("/slow")) return void hanging.add(res); // answers never
    res.writeHead(200, { "content-type": "image/png" }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  stalling = net.createServer((socket) => void stalled.add(socket));
  await new Promise<void>((resolve) => stalling.listen(0, "127.0.0.1", resolve));
  stallingPort = (stalling.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  for (const socket of stalled) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => stalling.close(() => resolve()));
});

// Every name is this machine, so each host has its own turn in the queue.
const hosts = Array.from({ length: 12 }, (_, i) => `host${i}.queue.test`);
const options = { allowHosts: hosts, resolve: async () => [{ address: "127.0.0.1", family: 4 }], timeoutMs: 15_000 };
const slow = (i: number) => `http://${hosts[i]}:${port}/slow/${i}.png`;
const fast = (i: number) => `http://${hosts[i]}:${port}/logo-${i}.png`;
const settle = (promise: Promise<unknown>) =>
  promise.then(
    () => "done",
    (error: unknown) => error,
  );

describe("the outbound fetch queue", () => {
  it("keeps an account to its share, lets others by at once, and frees the share when the caller goes", async () => {
    const callers = Array.from({ length: PER_ACCOUNT }, () => new AbortController());
    const stuck = callers.map((c, i) => settle(rehostImage(slow(i), options, { account: "greedy", signal: c.signal })));
    await new Promise((r) => setTimeout(r, 100));

    // One more from the same account is refused at once, not queued.
    const more = await settle(rehostImage(fast(5), options, { account: "greedy" }));
    expect(isHttpError(more) && more.status === 429 && more.message === ACCOUNT_BUSY).toBe(true);

    // Another employer and the scheduled link check are not held up.
    const started = Date.now();
    expect(await rehostImage(fast(6), options, { account: "patient" })).toMatch(/^\/objects\//);
    expect((await checkLink(fast(7), options)).linkStatus).toBe("OK");
    expect(Date.now() - started).toBeLessThan(3_000);

    // The greedy account's callers go: their fetches stop, and its share is free again.
    for (const caller of callers) caller.abort();
    for (const outcome of await Promise.all(stuck)) expect(isHttpError(outcome) || outcome instanceof Error).toBe(true);
    expect(await rehostImage(fast(8), options, { account: "greedy" })).toMatch(/^\/objects\//);
  });

  it("lets a caller that has gone leave the queue before its turn", async () => {
    // Two slow fetches for one host, from two accounts: the second waits for the host's turn.
    const first = new AbortController();
    const second = new AbortController();
    const running = settle(rehostImage(slow(9), options, { account: "a", signal: first.signal }));
    const waiting = settle(rehostImage(slow(9), options, { account: "b", signal: second.signal }));
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    second.abort();
    expect(isHttpError(await waiting)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
    first.abort();
    await running;
  });
});

const gc = (globalThis as { gc?: () => void }).gc;
/** Collects garbage every few milliseconds until stopped, as a busy server does while a fetch waits. */
function collectGarbage(): () => void {
  if (!gc) throw new Error("Run with --expose-gc (vitest.config.ts passes it to the workers)");
  const timer = setInterval(gc, 20);
  return () => clearInterval(timer);
}
// A name per test, so that each test's fetches have a host's turn of their own.
const stallingHosts = { gc: "gc.stalling.test", deaf: "deaf.stalling.test", lane: "lane.stalling.test", cap: "cap.stalling.test" };
const local = { allowHosts: Object.values(stallingHosts), resolve: async () => [{ address: "127.0.0.1", family: 4 }] };
const stallingUrl = (host: string, path: string) => `http://${host}:${stallingPort}/${path}`;
/** Settles with what `promise` gave and when, or with "still waiting" once `ms` have passed. */
async function within(promise: Promise<unknown>, ms: number): Promise<{ outcome: unknown; afterMs: number }> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([settle(promise), new Promise((r) => (timer = setTimeout(() => r("still waiting"), ms)))]);
  clearTimeout(timer);
  return { outcome, afterMs: Date.now() - started };
}

describe("the outbound fetch limits", () => {
  it("stop a fetch made for a caller at its time limit, though garbage is collected while it waits", async () => {
    const caller = new AbortController();
    const stop = collectGarbage();
    try {
      const { outcome, afterMs } = await within(
        safeFetch(stallingUrl(stallingHosts.gc, "logo.png"), { ...local, timeoutMs: 1_000, signal: caller.signal }),
        6_000,
      );
      expect(outcome).toBeInstanceOf(SafeFetchError);
      expect((outcome as SafeFetchError).kind).toBe("timeout");
      expect(afterMs).toBeGreaterThanOrEqual(900);
      expect(afterMs).toBeLessThan(3_000);
    } finally {
      stop();
      caller.abort();
    }
  });

  it("free a started fetch's slot and its host's turn by the queue's deadline, even if the fetch ignores its signal", async () => {
    const stop = collectGarbage();
    try {
      let heard: AbortSignal | undefined;
      // A task that never settles and never listens: only the queue's own deadline can end its turn.
      const deaf = queuedFetch(stallingHosts.deaf, { account: "deaf" }, (signal) => {
        heard = signal;
        return new Promise<never>(() => {});
      });
      const { outcome, afterMs } = await within(deaf, 16_000);
      expect(outcome).toBeInstanceOf(SafeFetchError);
      expect((outcome as SafeFetchError).kind).toBe("timeout");
      expect(afterMs).toBeLessThan(14_000);
      expect(heard?.aborted).toBe(true);
      // The host's turn and the account's share are free at once.
      const next = await within(
        queuedFetch(stallingHosts.deaf, { account: "deaf" }, async () => "fetched"),
        1_000,
      );
      expect(next.outcome).toBe("done");
    } finally {
      stop();
    }
  }, 40_000);

  it("let a person's request wait for a host's turn no longer than the queue's wait, then answer 429", async () => {
    const callers = Array.from({ length: 3 }, () => new AbortController());
    const stop = collectGarbage();
    try {
      // Two stalled fetches for one host from two accounts hold its turn longer than anyone may wait.
      const ahead = [0, 1].map((i) =>
        settle(
          queuedFetch(stallingHosts.lane, { account: `ahead${i}`, signal: callers[i].signal }, (signal) =>
            safeFetch(stallingUrl(stallingHosts.lane, `ahead-${i}.png`), { ...local, timeoutMs: 30_000, signal }),
          ),
        ),
      );
      await new Promise((r) => setTimeout(r, 100));
      const { outcome, afterMs } = await within(
        queuedFetch(stallingHosts.lane, { account: "victim", signal: callers[2].signal }, (signal) =>
          safeFetch(stallingUrl(stallingHosts.lane, "victim.png"), { ...local, timeoutMs: 30_000, signal }),
        ),
        30_000,
      );
      expect(isHttpError(outcome) && outcome.status === 429 && outcome.message === QUEUE_BUSY).toBe(true);
      expect(afterMs).toBeGreaterThanOrEqual(19_000);
      expect(afterMs).toBeLessThan(22_000);
      for (const caller of callers) caller.abort();
      await Promise.all(ahead);
    } finally {
      stop();
      for (const caller of callers) caller.abort();
    }
  }, 40_000);

  it("count requests waiting for a host's turn against the queue's cap: past it, 429 at once", async () => {
    const callers: AbortController[] = [];
    const line: Promise<unknown>[] = [];
    const join = (i: number) => {
      const caller = new AbortController();
      callers.push(caller);
      const fetch = queuedFetch(stallingHosts.cap, { account: `liner${i}`, signal: caller.signal }, (signal) =>
        safeFetch(stallingUrl(stallingHosts.cap, `line-${i}.png`), { ...local, timeoutMs: 30_000, signal }),
      );
      line.push(settle(fetch));
      return fetch;
    };
    try {
      // One fetch runs for the host and the rest wait for its turn, each from an account of its own, up to the cap.
      void join(0);
      await new Promise((r) => setTimeout(r, 100));
      for (let i = 1; i <= 32; i++) void join(i);
      await new Promise((r) => setTimeout(r, 100));
      const { outcome, afterMs } = await within(join(33), 5_000);
      expect(isHttpError(outcome) && outcome.status === 429 && outcome.message === QUEUE_BUSY).toBe(true);
      expect(afterMs).toBeLessThan(500);
    } finally {
      for (const caller of callers) caller.abort();
      await Promise.all(line);
    }
  });
});
