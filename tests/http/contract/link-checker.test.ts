// The apply-link checker over real HTTP. The production server may reach 127.0.0.1 only
// (LINK_CHECK_ALLOW_HOSTS in support/server.ts): a stand-in there answers 200, 301→200, 404, 410, hangs or
// is closed; private and metadata addresses, directly or by redirect, are refused before any connection.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectMessage, http as call } from "../support/client";

let standIn: http.Server;
let base = "";
let closedPort = 0;
let hits = 0;

beforeAll(async () => {
  standIn = http.createServer((req, res) => {
    hits++;
    const routes: Record<string, () => void> = {
      "/ok": () => res.writeHead(200).end("ok"),
      "/moved": () => res.writeHead(301, { location: "/ok" }).end(),
      "/missing": () => res.writeHead(404).end(),
      "/gone": () => res.writeHead(410).end(),
      "/to-metadata": () => res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end(),
      "/to-private": () => res.writeHead(302, { location: "http://10.0.0.1/" }).end(),
      "/hang": () => undefined,
    };
    (routes[req.url ?? ""] ?? (() => res.writeHead(500).end()))();
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  closedPort = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});

afterAll(async () => {
  standIn.closeAllConnections();
  await new Promise<void>((resolve) => standIn.close(() => resolve()));
});

let jobId = "";
async function jobWithLink(url: string): Promise<string> {
  if (!jobId) {
    const form = new FormData();
    form.set(
      "csvFile",
      new File([`job_title,salary,application_url\nLink Checked Rigger,£90k,${base}/ok\n`], "one.csv", { type: "text/csv" }),
    );
    form.set("skipWarnings", "false");
    expect((await call("/api/admin/jobs/bulk-upload", { method: "POST", rawBody: form, as: "admin" })).status).toBe(200);
    const [job] = (await call("/api/admin/jobs?search=link%20checked%20rigger&limit=1", { as: "admin" })).json() as { id: string }[];
    jobId = job.id;
  }
  expect(
    (await call(`/api/admin/jobs/${jobId}/application-url`, { method: "PUT", body: { applicationUrl: url }, as: "admin" })).status,
  ).toBe(200);
  return jobId;
}

type Result = { linkStatus: string; httpStatus: number | null; finalUrl: string | null; checkedAt: string; reason: string };
const check = async (id: string) => {
  const answer = await call(`/api/admin/jobs/${id}/check-link`, { method: "POST", as: "admin" });
  expect(answer.status).toBe(200);
  return answer.json() as Result;
};

describe("POST /api/admin/jobs/{id}/check-link", () => {
  it("answers the verdict for 200, 301→200, 404, 410, a hang and a closed port", async () => {
    expect(await check(await jobWithLink(`${base}/ok`))).toMatchObject({ linkStatus: "OK", httpStatus: 200, finalUrl: `${base}/ok` });
    expect(await check(await jobWithLink(`${base}/moved`))).toMatchObject({
      linkStatus: "OK",
      httpStatus: 200,
      finalUrl: `${base}/ok`,
      reason: "Reachable after a redirect",
    });
    expect(await check(await jobWithLink(`${base}/missing`))).toMatchObject({
      linkStatus: "BAD",
      httpStatus: 404,
      reason: "Page not found (404)",
    });
    const gone = await check(await jobWithLink(`${base}/gone`));
    expect(gone).toMatchObject({ linkStatus: "BAD", httpStatus: 410, reason: "Page gone (410)" });
    expect(Number.isNaN(Date.parse(gone.checkedAt))).toBe(false);
    expect(await check(await jobWithLink(`http://127.0.0.1:${closedPort}/`))).toMatchObject({
      linkStatus: "BAD",
      httpStatus: null,
      reason: "Connection refused",
    });
    expect(await check(await jobWithLink(`${base}/hang`))).toMatchObject({ linkStatus: "BAD", reason: "No answer within 10 seconds" });
    // Four BADs in a row: one automatic report, pending, from the second of them.
    const reports = (await call("/api/admin/broken-link-reports?status=pending&limit=100", { as: "admin" })).json() as {
      jobId: string;
      reportReason: string;
    }[];
    expect(reports.filter((r) => r.jobId === jobId).map((r) => r.reportReason)).toEqual(["Automatic check: Page gone (410)"]);
    const [job] = (await call("/api/admin/jobs?search=link%20checked%20rigger&limit=1", { as: "admin" })).json() as {
      linkStatus: string;
    }[];
    expect(job.linkStatus).toBe("BAD");
  }, 30_000);

  it("refuses private, unspecified, mapped and metadata addresses, directly and by redirect, before connecting", async () => {
    for (const [url, host] of [
      ["http://10.0.0.1/jobs", "10.0.0.1"],
      ["http://0.0.0.0/", "0.0.0.0"],
      ["http://169.254.169.254/latest/meta-data/", "169.254.169.254"],
      ["http://[::ffff:7f00:1]/", "::ffff:7f00:1"],
    ] as const) {
      expect(await check(await jobWithLink(url)), url).toMatchObject({
        linkStatus: "BAD",
        httpStatus: null,
        reason: `Address not allowed: ${host} is ${host}`,
      });
    }
    const before = hits;
    expect(await check(await jobWithLink(`${base}/to-metadata`))).toMatchObject({
      linkStatus: "BAD",
      reason: "Address not allowed: 169.254.169.254 is 169.254.169.254",
    });
    expect(await check(await jobWithLink(`${base}/to-private`))).toMatchObject({
      linkStatus: "BAD",
      reason: "Address not allowed: 10.0.0.1 is 10.0.0.1",
    });
    expect(hits - before).toBe(2); // the two redirects, and nothing after them
    // A name is not even looked up: this server may fetch nothing but 127.0.0.1.
    expect(await check(await jobWithLink("http://localhost/jobs/1"))).toMatchObject({
      linkStatus: "BAD",
      reason: "Outside fetching is switched off: localhost is not an allowed host",
    });
  });

  it("is for admins only, and 404 for unknown jobs", async () => {
    expectMessage(await call("/api/admin/jobs/00000000-0000-4000-8000-000000000000/check-link", { method: "POST" }), 401);
    expectMessage(await call("/api/admin/jobs/00000000-0000-4000-8000-000000000000/check-link", { method: "POST", as: "employer" }), 403);
    expectMessage(await call("/api/admin/jobs/00000000-0000-4000-8000-000000000000/check-link", { method: "POST", as: "admin" }), 404);
    expectMessage(await call("/api/cron/link-checks", { method: "POST" }), 401);
  });
});
