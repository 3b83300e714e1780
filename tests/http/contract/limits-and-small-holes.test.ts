// The limits that hold on IPv6 and its small holes, on a production server of this file's own:
// behind a trusted proxy (so X-Forwarded-For can name IPv6 clients), without BASE_URL on PGlite (Postgres
// requires one in production), and with outside
// fetching on, so the SSRF guard itself is what refuses (only refused addresses and a stand-in on this
// machine are ever named, so nothing leaves it).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it as test, inject } from "vitest";
import { ADMIN } from "../support/accounts";
import { uniqueName } from "../support/client";
import { callThroughProxy, cookiesOf, type ProxiedOptions } from "../support/proxied-client";
import { startServer, serverFaults, type RunningServer } from "../support/server";
import { createPostgresDatabase, type PostgresDatabase } from "../../support/postgres-database";
import { pngBytes } from "../../support/images";

const it = (name: string, fn: () => Promise<void>) => test(name, fn, 120_000);

let site: RunningServer;
let database: PostgresDatabase | undefined;
let standIn: http.Server;
let standInPort = 0;
const hanging = new Set<http.ServerResponse>();
let ipv4 = 0;
/** A fresh IPv4 client for each call that is not about addresses. */
const anyClient = () => `198.18.${Math.floor(++ipv4 / 250)}.${(ipv4 % 250) + 1}`;

const call = (path: string, options: ProxiedOptions = {}) => callThroughProxy(site.baseUrl, path, { from: anyClient(), ...options });

async function register(role: "user" | "employer" = "employer") {
  const account = { username: uniqueName("lim"), email: `${uniqueName("lim")}@example.com`, password: "long-enough-pass-7", role };
  const answer = await call("/api/register", { body: account });
  expect(answer.status, answer.text).toBe(201);
  // Registering signs nobody in (a taken email must answer the same); the new account signs in.
  const signedIn = await call("/api/login", { body: { username: account.username, password: account.password } });
  expect(signedIn.status, signedIn.text).toBe(200);
  return { ...account, cookie: cookiesOf(signedIn) };
}

beforeAll(async () => {
  const adminUrl = inject("postgresAdminUrl");
  if (adminUrl) database = await createPostgresDatabase(adminUrl, "outpost_http_limits");
  const png = await pngBytes(30, 20);
  standIn = http.createServer((req, res) => {
    if (req.url?.startsWith("/slow")) return void hanging.add(res); // never answers
    res.writeHead(200, { "content-type": "image/png" }).end(png);
  });
  // Both families, so "localhost" and "127.0.0.1" reach it as two hosts with a queue turn each.
  await new Promise<void>((resolve) => standIn.listen(0, "::", resolve));
  standInPort = (standIn.address() as AddressInfo).port;
  site = await startServer("npm-start", {
    databaseUrl: database?.url,
    extraEnv: {
      TRUST_PROXY: "true",
      AUTH_SECRET: "http-suite-secret-long-enough-for-hmac",
      LINK_CHECK_ALLOW_ONLY: "false",
      LINK_CHECK_ALLOW_HOSTS: "127.0.0.1,localhost",
    },
  });
}, 300_000);

afterAll(async () => {
  for (const res of hanging) res.destroy();
  await new Promise<void>((resolve) => standIn?.close(() => resolve()));
  if (site) expect(serverFaults(site.logFile)).toEqual([]);
  await site?.stop();
  await database?.drop();
}, 60_000);

describe("limits key on the IPv6 /64", () => {
  it("50 apply clicks from 50 addresses of one /64 count once", async () => {
    const [job] = (await call("/api/jobs?limit=1")).body as unknown as { id: string }[];
    const before = (await call(`/api/jobs/${job.id}/clicks`)).body.clickCount as number;
    for (let i = 1; i <= 50; i++)
      expect((await call(`/api/jobs/${job.id}/track-click`, { body: {}, from: `2001:db8:29:1:${i.toString(16)}::${i}` })).status).toBe(201);
    expect((await call(`/api/jobs/${job.id}/clicks`)).body.clickCount).toBe(before + 1);
  });

  it("the 11th registration in an hour from one /64 is refused, however its addresses are spelled", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const from = i % 2 ? `2001:0DB8:0029:0002:0000:0000:0000:${(i + 1).toString(16)}` : `2001:db8:29:2:${i + 1}::1`;
      const answer = await call("/api/register", {
        body: { username: uniqueName("v6"), email: `${uniqueName("v6")}@example.com`, password: "long-enough-pass-7", role: "user" },
        from,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });

  it("one client's sign-in limit holds across the addresses of its /64", async () => {
    const owner = await register("user");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await call("/api/login", { body: { username: owner.username, password: `guess-${i}` }, from: `2001:db8:29:3::${i + 1}` })).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(
      (await call("/api/login", { body: { username: owner.username, password: owner.password }, from: "2001:db8:29:4::1" })).status,
    ).toBe(200);
  });
});

describe("guesses at one username from many addresses", () => {
  it("are capped each hour however many addresses make them; a browser that signed in before still gets in", async () => {
    const owner = await register("user");
    const signedIn = await call("/api/login", { body: { username: owner.username, password: owner.password } });
    expect(signedIn.status).toBe(200);
    const device = cookiesOf(signedIn, "outpost_login_device");

    // A botnet: one guess from each of 110 addresses at once (each waits its slowing in parallel).
    const answers = await Promise.all(
      Array.from({ length: 110 }, (_, i) =>
        call("/api/login", { body: { username: owner.username, password: `guess-${i}` }, from: `203.0.113.${i + 1}` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBe(100);
    expect(statuses.filter((s) => s === 429).length).toBe(10);
    expect(answers.find((a) => a.status === 429)!.body).toEqual({
      message: "Too many failed sign-in attempts for this account. Please try again in an hour, or reset your password.",
      code: "rate_limited",
    });
    expect(device).not.toBe("");
    // A new browser on a new address is held off for the hour (a reset link lets the owner in)…
    expect((await call("/api/login", { body: { username: owner.username, password: owner.password } })).status).toBe(429);
    // …and the owner's own browser gets in.
    expect((await call("/api/login", { body: { username: owner.username, password: owner.password }, cookie: device })).status).toBe(200);
  });
});

describe("small holes", () => {
  it("/feed.xml stays valid XML when a job title holds U+FFFE, U+FFFF and control characters", async () => {
    const admin = await call("/api/login", { body: { username: ADMIN.username, password: ADMIN.password } });
    expect(admin.status).toBe(200);
    const [job] = (await call("/api/jobs?limit=1")).body as unknown as { id: string }[];
    const patched = await call(`/api/admin/jobs/${job.id}`, {
      method: "PATCH",
      cookie: cookiesOf(admin),
      body: { title: "Rope Access\uFFFE Tech\uFFFF\u0001 North Sea" },
    });
    expect(patched.status, patched.text).toBe(200);
    const feed = await call("/feed.xml");
    expect(feed.status).toBe(200);
    // jsdom's strict XML parser, as a feed reader parses.
    // @ts-expect-error jsdom ships no types of its own
    const { JSDOM } = (await import("jsdom")) as { JSDOM: new () => { window: { DOMParser: typeof DOMParser } } };
    const parsed = new new JSDOM().window.DOMParser().parseFromString(feed.text, "application/xml");
    expect(parsed.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(feed.text).toContain("Rope Access Tech North Sea");
    expect((await call("/sitemap.xml")).text).toContain(`/job/${job.id}`);
  });

  it("/api/openapi.json names no server from Host or X-Forwarded-Host, and is not shared-cacheable without BASE_URL", async () => {
    const answer = await call("/api/openapi.json", { headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" } });
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain("evil.example");
    if (database) {
      // Postgres: BASE_URL is set, and names the server; the document is the same for everyone.
      expect(answer.body.servers).toEqual([{ url: site.baseUrl }]);
    } else {
      expect(answer.body.servers).toEqual([{ url: "/" }]);
      expect(answer.headers.get("cache-control")).not.toContain("public");
    }
    // fetch will not send another Host; a raw request does.
    const raw = await new Promise<string>((resolve, reject) => {
      const sent = http.request(`${site.baseUrl}/api/openapi.json`, { headers: { host: "evil.example" } }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve(text));
      });
      sent.on("error", reject);
      sent.end();
    });
    expect(raw).not.toContain("evil.example");
  });

  it("refuses IPv4-embedding IPv6 image addresses and missing names with one neutral message", async () => {
    const employer = await register();
    const refusedText = "Logo: the address is not an address we can fetch images from";
    for (const address of [
      "http://[::127.0.0.1]/logo.png",
      "http://[::7f00:1]/logo.png",
      "http://[::ffff:7f00:1]/logo.png",
      "http://[64:ff9b::7f00:1]/logo.png",
      "http://[64:ff9b:1::a00:1]/logo.png",
      "http://[2002:7f00:1::]/logo.png",
      "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/logo.png",
      "http://no-such-host.invalid/logo.png",
    ]) {
      const answer = await call("/api/auth/company", { method: "PUT", cookie: employer.cookie, body: { companyLogoUrl: address } });
      expect(answer.status, address).toBe(400);
      expect(answer.body, address).toEqual({ message: refusedText, code: "validation_failed", field: "companyLogoUrl" });
    }
  });
});

describe("outbound fetches", () => {
  it("one account keeps to its share of the fetch queue, others pass at once, and a caller that goes frees it", async () => {
    const greedy = await register();
    const other = await register();
    const logo = (path: string, host = "localhost") => ({ companyLogoUrl: `http://${host}:${standInPort}${path}` });
    const callers = [new AbortController(), new AbortController()];
    const stuck = callers.map((c, i) =>
      call("/api/auth/company", { method: "PUT", cookie: greedy.cookie, body: logo(`/slow/${i}.png`), signal: c.signal }).catch(() => null),
    );
    await new Promise((r) => setTimeout(r, 500));

    const more = await call("/api/auth/company", { method: "PUT", cookie: greedy.cookie, body: logo("/logo-3.png", "127.0.0.1") });
    expect(more.status).toBe(429);
    expect(more.body.message).toBe("Images for your account are still being fetched. Please wait a moment and try again.");

    const started = Date.now();
    const theirs = await call("/api/auth/company", { method: "PUT", cookie: other.cookie, body: logo("/logo-4.png", "127.0.0.1") });
    expect(theirs.status, theirs.text).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_000);

    // The greedy client hangs up: its fetches are abandoned, and its share is free well before their 10 s timeout.
    for (const caller of callers) caller.abort();
    await Promise.all(stuck);
    await new Promise((r) => setTimeout(r, 1_000));
    const again = await call("/api/auth/company", { method: "PUT", cookie: greedy.cookie, body: logo("/logo-5.png", "127.0.0.1") });
    expect(again.status, again.text).toBe(200);
  });
});
