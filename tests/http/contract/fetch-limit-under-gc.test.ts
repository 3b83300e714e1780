// The bounded outbound fetch on the production build, as the attack pass met it: free accounts point their company
// logo at hosts that accept and never answer, while ordinary visitors load pages (so the server collects
// garbage during the wait). The outbound fetch's limit once lived only in a weakly held timeout signal, lost at
// the first collection, so the stalled fetches held every account slot for as long as their clients waited.
// The server is this file's own, with a small young generation (a real Node flag, in NODE_OPTIONS) so that
// collections come often; the stalling hosts and the fast one are loopback addresses it is allowed to reach.
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngBytes } from "../../support/images";
import { uniqueName } from "../support/client";
import { startServer, type RunningServer } from "../support/server";

const STALLING_HOSTS = ["127.0.0.11", "127.0.0.12", "127.0.0.13", "127.0.0.14", "127.0.0.15", "127.0.0.16"];
const FAST_HOST = "127.0.0.21";
/** What a patient client waits before it gives up: well past what the fetch limit allows. */
const CLIENT_WAIT_MS = 40_000;
/** Answered well before the clients give up, with room for a loaded machine. */
const ANSWERED_WITHIN_MS = 25_000;

let site: RunningServer;
const stallers: net.Server[] = [];
const held = new Set<net.Socket>();
let fast: http.Server;
let fastBase = "";

type Answer = { status: number; body: Record<string, unknown>; ms: number };

async function call(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}): Promise<Answer> {
  const started = Date.now();
  const timeout = AbortSignal.timeout(CLIENT_WAIT_MS);
  const response = await fetch(`${site.baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: timeout,
  }).catch((error: unknown) => ({ error }));
  if ("error" in response) return { status: 0, body: { gaveUp: String(response.error) }, ms: Date.now() - started };
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text: text.slice(0, 200) };
  }
  return { status: response.status, body, ms: Date.now() - started };
}

/** A free account, signed in, as anyone can make one. */
async function freeAccount(): Promise<string> {
  const username = uniqueName("gc");
  const account = { username, email: `${username}@example.com`, password: "long-enough-pass-7", role: "user" };
  const registered = await call("/api/register", { body: account });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const response = await fetch(`${site.baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: account.password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Ordinary visitors: a page every few hundred milliseconds, until told to stop (or their own bound). */
function visitors(): { stop: () => Promise<number> } {
  let stopped = false;
  let loads = 0;
  const until = Date.now() + 60_000;
  const pages = () => [`/search?search=w${Math.random().toString(36).slice(2, 8)}`, "/", "/search", `/search?search=w${Date.now()}`];
  const loop = (async () => {
    while (!stopped && loads < 400 && Date.now() < until) {
      for (const page of pages()) {
        if (stopped) break;
        await fetch(`${site.baseUrl}${page}`, { headers: { accept: "text/html" }, signal: AbortSignal.timeout(15_000) })
          .then((r) => r.arrayBuffer())
          .catch(() => undefined);
        loads++;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return loads;
    },
  };
}

beforeAll(async () => {
  for (const host of STALLING_HOSTS) {
    const staller = net.createServer((socket) => {
      // Accepts, reads, never answers.
      held.add(socket);
      socket.on("close", () => held.delete(socket));
      socket.on("error", () => undefined);
      socket.resume();
    });
    await new Promise<void>((resolve) => staller.listen(0, host, resolve));
    stallers.push(staller);
  }
  const png = await pngBytes(30, 20);
  fast = http.createServer((_req, res) => res.writeHead(200, { "content-type": "image/png" }).end(png));
  await new Promise<void>((resolve) => fast.listen(0, FAST_HOST, resolve));
  fastBase = `http://${FAST_HOST}:${(fast.address() as AddressInfo).port}`;
  site = await startServer("npm-start", {
    extraEnv: {
      LINK_CHECK_ALLOW_HOSTS: ["127.0.0.1", ...STALLING_HOSTS, FAST_HOST].join(","),
      NODE_OPTIONS: "--max-semi-space-size=1",
    },
  });
}, 240_000);

afterAll(async () => {
  for (const socket of held) socket.destroy();
  await Promise.all(stallers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  fast?.closeAllConnections();
  await new Promise<void>((resolve) => (fast ? fast.close(() => resolve()) : resolve()));
  await site?.stop();
}, 30_000);

describe("the outbound fetch limits", () => {
  it("stalled logo fetches answer while visitors browse, and another account's logo is fetched after", async () => {
    const attackers = [await freeAccount(), await freeAccount(), await freeAccount()];
    const victim = await freeAccount();
    const traffic = visitors();
    try {
      // Two each, the most an account may have running: six account fetches, every account slot.
      const stalled = await Promise.all(
        STALLING_HOSTS.map((host, i) =>
          call("/api/auth/company", {
            method: "PUT",
            body: { companyLogoUrl: `http://${host}:${(stallers[i].address() as AddressInfo).port}/logo.png` },
            cookie: attackers[i % attackers.length],
          }),
        ),
      );
      for (const answer of stalled) {
        const refused = answer.status >= 400 && answer.status < 500;
        expect({ refused, answeredInTime: answer.ms < ANSWERED_WITHIN_MS }, JSON.stringify(answer)).toEqual({
          refused: true,
          answeredInTime: true,
        });
        expect(typeof answer.body.message, JSON.stringify(answer.body)).toBe("string");
      }
      // The slots are free again: another account's logo on a host that answers is fetched at once.
      const saved = await call("/api/auth/company", { method: "PUT", body: { companyLogoUrl: `${fastBase}/logo.png` }, cookie: victim });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.companyLogoUrl).toMatch(/^\/objects\/[0-9a-f-]{36}\.webp$/);
      expect(saved.ms).toBeLessThan(ANSWERED_WITHIN_MS);
    } finally {
      const loads = await traffic.stop();
      expect(loads).toBeGreaterThan(0);
    }
  }, 90_000);
});
