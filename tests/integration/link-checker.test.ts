// The apply-link checker against stand-in servers on 127.0.0.1 only. Refusals of private and
// metadata addresses are asserted on the guard's decision, made before any connection: no packet is sent
// to 10.0.0.1, 169.254.169.254 or anywhere but the stand-in.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { POST as checkLinkRoute } from "@/app/api/admin/jobs/[id]/check-link/route";
import { brokenLinkReports, jobs } from "@/server/db/schema";
import { checkLink } from "@/server/links/check-link";
import { safeFetch, SafeFetchError, USER_AGENT, vetUrl, type SafeFetchOptions } from "@/server/links/safe-fetch";
import { runLinkChecks } from "@/server/links/job-link-checks";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { insertJob } from "../support/factories";
import { nonAdminStatuses, signInEveryRole, type Callers } from "../support/roles";

const t = withTestDatabase();
let callers: Callers;
let server: http.Server;
let base = "";
let closedPort = 0;
const hits: string[] = [];
const agents: string[] = [];
let inFlight = 0;
let maxInFlight = 0;

beforeAll(async () => {
  callers = await signInEveryRole(t.db);
  server = http.createServer((req, res) => {
    hits.push(req.url!);
    agents.push(req.headers["user-agent"] ?? "");
    const send = (status: number, headers: Record<string, string> = {}, body = "") => res.writeHead(status, headers).end(body);
    switch (req.url) {
      case "/ok":
      case "/":
        return send(200, { "content-type": "text/html" }, "<h1>Rope Access Technician</h1>");
      case "/moved":
        return send(301, { location: "/ok" });
      case "/to-home":
        return send(301, { location: "/careers/" });
      case "/careers/":
        return send(200, {}, "All our jobs");
      case "/missing":
        return send(404);
      case "/gone":
        return send(410);
      case "/forbidden":
        return send(403);
      case "/loop":
        return send(302, { location: "/loop" });
      case "/to-private":
        return send(302, { location: "http://10.0.0.1/admin" });
      case "/to-metadata":
        return send(302, { location: "http://169.254.169.254/latest/meta-data/" });
      case "/to-localhost":
        return send(302, { location: `http://localhost:${(server.address() as AddressInfo).port}/ok` });
      case "/big":
        return send(200, { "content-type": "application/octet-stream" }, "x".repeat(2 * 1024 * 1024));
      case "/slow":
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        setTimeout(() => {
          inFlight--;
          send(200);
        }, 150);
        return;
      case "/hang":
        return; // never answers
      default:
        return send(500);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  closedPort = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  delete process.env.LINK_CHECK_ALLOW_HOSTS;
  delete process.env.LINK_CHECK_HIDE_BROKEN;
});

// The stand-in is reachable only because the test names it, as LINK_CHECK_ALLOW_HOSTS=127.0.0.1 would.
const local: SafeFetchOptions = { allowHosts: ["127.0.0.1"], allowOnly: false, timeoutMs: 500 };
// The allow variable unset, outside fetching on: only the address rules stand between us and the network.
const unset: SafeFetchOptions = { allowHosts: [], allowOnly: false, timeoutMs: 500 };

async function refusal(run: () => Promise<unknown>): Promise<SafeFetchError> {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

describe("link verdicts against a local server", () => {
  it("200 is OK, 301→200 is OK, a redirect to a general careers page is WARN", async () => {
    expect(await checkLink(`${base}/ok`, local)).toEqual({
      linkStatus: "OK",
      httpStatus: 200,
      finalUrl: `${base}/ok`,
      reason: "Reachable",
    });
    expect(await checkLink(`${base}/moved`, local)).toEqual({
      linkStatus: "OK",
      httpStatus: 200,
      finalUrl: `${base}/ok`,
      reason: "Reachable after a redirect",
    });
    expect(await checkLink(`${base}/to-home`, local)).toMatchObject({
      linkStatus: "WARN",
      finalUrl: `${base}/careers/`,
      reason: "Redirects to a general careers page",
    });
  });

  it("404 and 410 are BAD, 403 is WARN (maybe a bot block), endless redirects are WARN", async () => {
    expect(await checkLink(`${base}/missing`, local)).toMatchObject({ linkStatus: "BAD", httpStatus: 404, reason: "Page not found (404)" });
    expect(await checkLink(`${base}/gone`, local)).toMatchObject({ linkStatus: "BAD", httpStatus: 410, reason: "Page gone (410)" });
    expect(await checkLink(`${base}/forbidden`, local)).toMatchObject({ linkStatus: "WARN", httpStatus: 403 });
    expect(await checkLink(`${base}/loop`, local)).toMatchObject({ linkStatus: "WARN", httpStatus: null, reason: "More than 5 redirects" });
    expect(hits.filter((h) => h === "/loop")).toHaveLength(6);
  });

  it("a hang is BAD after the timeout, a closed port is BAD at once", async () => {
    const started = Date.now();
    expect(await checkLink(`${base}/hang`, local)).toEqual({
      linkStatus: "BAD",
      httpStatus: null,
      finalUrl: null,
      reason: "No answer within 0.5 seconds",
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await checkLink(`http://127.0.0.1:${closedPort}/jobs/1`, local)).toMatchObject({
      linkStatus: "BAD",
      reason: "Connection refused",
    });
  });

  it("says who it is, reads at most 1 MB, and asks one host one thing at a time", async () => {
    await checkLink(`${base}/ok`, local);
    expect(agents.at(-1)).toBe(USER_AGENT);
    const big = await safeFetch(`${base}/big`, { ...local, readBody: true, timeoutMs: 5_000 });
    expect(big.body!.length).toBe(1024 * 1024);
    expect(big.truncated).toBe(true);
    maxInFlight = 0;
    await Promise.all([1, 2, 3].map(() => checkLink(`${base}/slow`, { ...local, timeoutMs: 5_000 })));
    expect(maxInFlight).toBe(1);
  });
});

describe("the SSRF guard, with the allow variable unset", () => {
  it("refuses loopback, unspecified, private, metadata and mapped addresses before connecting", async () => {
    for (const url of [
      "http://127.0.0.1/",
      "http://0.0.0.0/",
      "http://10.0.0.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/",
      "http://[::ffff:127.0.0.1]/",
      "https://[::ffff:a9fe:a9fe]/",
    ]) {
      const error = await refusal(() => vetUrl(url, unset));
      expect(error.kind, url).toBe("refused");
      expect(error.message, url).toMatch(/^Address not allowed/);
    }
    // End to end too: the stand-in on 127.0.0.1 is never reached.
    const before = hits.length;
    expect(await checkLink(`${base}/ok`, unset)).toMatchObject({
      linkStatus: "BAD",
      reason: "Address not allowed: 127.0.0.1 is 127.0.0.1",
    });
    expect(hits.length).toBe(before);
  });

  it("refuses a hostname that resolves to a private address, resolving it once", async () => {
    const resolve = vi.fn(async () => [{ address: "10.0.0.1", family: 4 }]);
    const error = await refusal(() => safeFetch("https://intranet.example/jobs/1", { ...unset, resolve }));
    expect(error).toMatchObject({ kind: "refused", message: "Address not allowed: intranet.example is 10.0.0.1" });
    expect(resolve).toHaveBeenCalledTimes(1);
    // A name with one public and one private address is refused as well.
    const mixed = vi.fn(async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "169.254.169.254", family: 4 },
    ]);
    expect((await refusal(() => vetUrl("https://mixed.example/", { ...unset, resolve: mixed }))).kind).toBe("refused");
    // localhost by the system's own resolver: loopback, refused.
    expect(await checkLink("http://localhost/jobs/1", unset)).toMatchObject({
      linkStatus: "BAD",
      reason: expect.stringMatching(/^Address not allowed: localhost is /),
    });
  });

  it("re-checks every redirect: to a private address, the metadata service or localhost is refused", async () => {
    const before = hits.filter((h) => h === "/ok").length;
    expect(await checkLink(`${base}/to-private`, local)).toMatchObject({
      linkStatus: "BAD",
      reason: "Address not allowed: 10.0.0.1 is 10.0.0.1",
    });
    expect(await checkLink(`${base}/to-metadata`, local)).toMatchObject({
      linkStatus: "BAD",
      reason: "Address not allowed: 169.254.169.254 is 169.254.169.254",
    });
    // localhost is the same machine as the allowed 127.0.0.1, but only the name the test allowed may be used.
    expect(await checkLink(`${base}/to-localhost`, local)).toMatchObject({
      linkStatus: "BAD",
      reason: expect.stringMatching(/^Port \d+ is not allowed$/),
    });
    expect(hits.filter((h) => h === "/ok").length).toBe(before);
  });

  it("connects to the address it checked, not to whatever the name resolves to later", async () => {
    let calls = 0;
    // First answer: the stand-in (allowed by name for this test); any later lookup would say 10.0.0.1.
    const rebinding = async () => [{ address: calls++ === 0 ? "127.0.0.1" : "10.0.0.1", family: 4 }];
    const port = (server.address() as AddressInfo).port;
    const answer = await safeFetch(`http://rebind.test:${port}/ok`, {
      allowHosts: ["rebind.test"],
      allowOnly: false,
      resolve: rebinding,
      timeoutMs: 2_000,
    });
    expect(answer.status).toBe(200);
    expect(calls).toBe(1);
  });

  it("refuses other schemes, credentials in the address, and everything when outside fetching is off", async () => {
    expect((await refusal(() => vetUrl("ftp://files.example/job.pdf", unset))).kind).toBe("invalid-url");
    expect((await refusal(() => vetUrl("file:///etc/passwd", unset))).kind).toBe("invalid-url");
    expect((await refusal(() => vetUrl("https://user:pw@jobs.example/", unset))).kind).toBe("invalid-url");
    const resolve = vi.fn(async () => [{ address: "93.184.216.34", family: 4 }]);
    const off = await refusal(() => vetUrl("https://jobs.example/1", { allowHosts: [], allowOnly: true, resolve }));
    expect(off.kind).toBe("refused");
    expect(resolve).not.toHaveBeenCalled();
  });
});

describe("POST /api/admin/jobs/{id}/check-link and the daily run", () => {
  const check = (id: string, cookie = callers.admin) =>
    call(checkLinkRoute, `/api/admin/jobs/${id}/check-link`, { method: "POST", cookie, params: { id } });
  const reportsOf = (jobId: string) =>
    t.db
      .select()
      .from(brokenLinkReports)
      .where(and(eq(brokenLinkReports.jobId, jobId), eq(brokenLinkReports.reportedBy, "link-checker")));

  it("checks one job now, answers the result, and two BADs in a row open one pending report", async () => {
    process.env.LINK_CHECK_ALLOW_HOSTS = "127.0.0.1";
    const job = await insertJob(t.db, { applicationUrl: `${base}/gone` });
    expect(await nonAdminStatuses(callers, (c) => check(job.id, c))).toEqual([401, 403, 403]);

    const first = await check(job.id);
    expect(first.status).toBe(200);
    const body = (await first.json()) as { linkStatus: string; httpStatus: number; finalUrl: string; checkedAt: string; reason: string };
    expect(body).toMatchObject({ linkStatus: "BAD", httpStatus: 410, finalUrl: `${base}/gone`, reason: "Page gone (410)" });
    expect(Date.now() - Date.parse(body.checkedAt)).toBeLessThan(10_000);
    const [stored] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(stored).toMatchObject({ linkStatus: "BAD", linkHttpStatus: 410, linkBadStreak: 1, linkCheckReason: "Page gone (410)" });
    expect(await reportsOf(job.id)).toEqual([]);

    await check(job.id);
    const [report] = await reportsOf(job.id);
    expect(report).toMatchObject({ status: "pending", reportReason: "Automatic check: Page gone (410)" });
    await check(job.id);
    expect(await reportsOf(job.id)).toHaveLength(1);
    // Without LINK_CHECK_HIDE_BROKEN the job stays listed: an admin decides.
    expect((await t.db.select({ isActive: jobs.isActive }).from(jobs).where(eq(jobs.id, job.id)))[0].isActive).toBe(true);

    // Fixed: the next OK check starts the count again.
    await t.db
      .update(jobs)
      .set({ applicationUrl: `${base}/ok` })
      .where(eq(jobs.id, job.id));
    expect(((await (await check(job.id)).json()) as { linkStatus: string }).linkStatus).toBe("OK");
    expect((await t.db.select({ s: jobs.linkBadStreak }).from(jobs).where(eq(jobs.id, job.id)))[0].s).toBe(0);
    expect((await check("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("the daily run checks every listed job and, when the operator chose it, hides a job BAD twice", async () => {
    process.env.LINK_CHECK_ALLOW_HOSTS = "127.0.0.1";
    process.env.LINK_CHECK_HIDE_BROKEN = "true";
    await t.db.update(jobs).set({ isActive: false });
    const good = await insertJob(t.db, { applicationUrl: `${base}/moved` });
    const dead = await insertJob(t.db, { applicationUrl: `${base}/missing` });
    const hidden = await insertJob(t.db, { applicationUrl: `${base}/missing`, isActive: false });
    expect(await runLinkChecks(t.db, { timeoutMs: 2_000 })).toEqual({ checked: 2, ok: 1, warn: 0, bad: 1, reported: 0 });
    expect(await runLinkChecks(t.db, { timeoutMs: 2_000 })).toEqual({ checked: 2, ok: 1, warn: 0, bad: 1, reported: 1 });
    const byId = Object.fromEntries((await t.db.select().from(jobs)).map((j) => [j.id, j]));
    expect(byId[good.id]).toMatchObject({ linkStatus: "OK", isActive: true });
    expect(byId[dead.id]).toMatchObject({ linkStatus: "BAD", isActive: false, linkBadStreak: 2 });
    expect(byId[hidden.id].linkCheckedAt).toBeNull();
  });
});
