// The outbound fetch queue against stand-in servers on this machine: an account that asks for slow images
// keeps to its share, leaves when its caller goes, and never holds up another account or scheduled work.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_BUSY, PER_ACCOUNT } from "@/server/links/fetch-queue";
import { rehostImage } from "@/server/uploads/rehost-image";
import { isHttpError } from "@/server/http/errors";
import { checkLink } from "@/server/links/check-link";
import { pngBytes } from "../support/images";

let server: http.Server;
let port = 0;
const hanging = new Set<http.ServerResponse>();

beforeAll(async () => {
  const png = await pngBytes(30, 20);
  server = http.createServer((req, res) => {
    if (req.url?.startsWith("/slow")) return void hanging.add(res); // answers never
    res.writeHead(200, { "content-type": "image/png" }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
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
