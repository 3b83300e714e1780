import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as pageView } from "@/app/api/analytics/page-view/route";
import { POST as event } from "@/app/api/analytics/event/route";
import { POST as jobClick } from "@/app/api/analytics/job-click/route";
import { POST as webVitals } from "@/app/api/analytics/web-vitals/route";
import { POST as trackClick } from "@/app/api/jobs/[id]/track-click/route";
import { POST as report } from "@/app/api/broken-link-reports/route";
import { analyticsEvents, brokenLinkReports, jobClicks, pageViews, webVitals as vitals } from "@/server/db/schema";
import { config } from "@/server/config";
import { jobViewCounts } from "@/server/analytics/job-views";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { insertJob } from "../support/factories";

const t = withTestDatabase();
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const from = (ip: string) => ({ "x-forwarded-for": ip, "user-agent": "BeaconTest/1.0" });

describe("analytics beacons", () => {
  it("stores a page view with UTM tags and a hashed IP, and needs a path", async () => {
    const ip = freshIp();
    const ok = await call(pageView, "/api/analytics/page-view", {
      body: { path: "/job/abc", utmSource: "newsletter", utmCampaign: "arctic", referrer: "https://www.google.com/" },
      headers: from(ip),
    });
    expect(ok.status).toBe(204);
    const [row] = await t.db.select().from(pageViews).where(eq(pageViews.path, "/job/abc"));
    expect(row).toMatchObject({
      utmSource: "newsletter",
      utmCampaign: "arctic",
      referrer: "https://www.google.com/",
      userAgent: "BeaconTest/1.0",
    });
    expect(row.ipHash).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(ip);

    for (const body of [{}, { path: "" }, { path: "no-slash" }, { path: 42 }]) {
      const bad = await call(pageView, "/api/analytics/page-view", { body, headers: from(ip) });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toHaveProperty("message");
    }
  });

  it("answers 400, not 500, to text the database cannot store", async () => {
    const res = await call(event, "/x", { body: { action: "a\u0000b" }, headers: from(freshIp()) });
    expect(res.status).toBe(400);
  });

  it("stores events and job clicks, and rejects events without an action", async () => {
    const job = await insertJob(t.db);
    expect(
      (await call(event, "/x", { body: { action: "job_detail_view", category: "job", label: job.id }, headers: from(freshIp()) })).status,
    ).toBe(204);
    expect((await call(jobClick, "/x", { body: { jobId: job.id, clickType: "apply" }, headers: from(freshIp()) })).status).toBe(204);
    expect((await call(event, "/x", { body: { category: "job" }, headers: from(freshIp()) })).status).toBe(400);
    expect((await call(jobClick, "/x", { body: { jobId: "nope" }, headers: from(freshIp()) })).status).toBe(400);
    const rows = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.label, job.id));
    expect(rows.map((r) => r.action).sort()).toEqual(["job_click", "job_detail_view"]);
  });

  it("rates web vitals by the section 9 bounds", async () => {
    const send = (name: string, value: number) =>
      call(webVitals, "/x", { body: { name, value, rating: "good", url: "http://localhost/" }, headers: from(freshIp()) });
    expect((await send("LCP", 3000)).status).toBe(204);
    expect((await send("CLS", 0.3)).status).toBe(204);
    expect((await send("FID", 50)).status).toBe(204);
    expect((await send("XYZ", 1)).status).toBe(400);
    const rows = await t.db.select().from(vitals);
    expect(Object.fromEntries(rows.map((r) => [r.name, r.rating]))).toEqual({ LCP: "needs-improvement", CLS: "poor", FID: "good" });
    // A query string can carry a secret (a reset token): it is never stored.
    await call(webVitals, "/x", { body: { name: "INP", value: 90, url: "/reset-password?token=secret" }, headers: from(freshIp()) });
    const [inp] = await t.db.select().from(vitals).where(eq(vitals.name, "INP"));
    expect(inp.url).toBe("/reset-password");
  });

  it("answers 429 once a visitor sends too many beacons in a minute", async () => {
    const ip = freshIp();
    for (let i = 0; i < config().beaconsPerMinute; i++) {
      expect((await call(pageView, "/x", { body: { path: "/" }, headers: from(ip) })).status).toBe(204);
    }
    const limited = await call(pageView, "/x", { body: { path: "/" }, headers: from(ip) });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toHaveProperty("message");
    // Someone else is not affected.
    expect((await call(pageView, "/x", { body: { path: "/" }, headers: from(freshIp()) })).status).toBe(204);
  });

  it("counts a page view once per visitor and path in 30 minutes, whatever query string it carries", async () => {
    const job = await insertJob(t.db);
    const view = (ip: string, path: string) => call(pageView, "/x", { body: { path }, headers: from(ip) });
    const visitor = freshIp();
    for (const path of [`/job/${job.id}`, `/job/${job.id}`, `/job/${job.id}?r=1`, `/job/${job.id}#top`]) {
      expect((await view(visitor, path)).status).toBe(204);
    }
    expect((await view(freshIp(), `/job/${job.id}`)).status).toBe(204);
    expect((await jobViewCounts(t.db, [job.id])).get(job.id)).toBe(2);
    expect(
      await t.db
        .select()
        .from(pageViews)
        .where(eq(pageViews.path, `/job/${job.id}`)),
    ).toHaveLength(2);
  });

  it("counts an apply click once per visitor and job in 30 minutes", async () => {
    const job = await insertJob(t.db);
    const apply = (ip: string) => call(trackClick, "/x", { body: {}, params: { id: job.id }, headers: from(ip) });
    const visitor = freshIp();
    expect(await (await apply(visitor)).json()).toEqual({ clickCount: 1 });
    expect(await (await apply(visitor)).json()).toEqual({ clickCount: 1 });
    expect(await (await apply(freshIp())).json()).toEqual({ clickCount: 2 });
    expect(await t.db.$count(jobClicks, eq(jobClicks.jobId, job.id))).toBe(2);
  });
});

describe("POST /api/broken-link-reports", () => {
  it("stores one pending report per visitor and job, with the default reason", async () => {
    const job = await insertJob(t.db);
    const ip = freshIp();
    const first = await call(report, "/x", { body: { jobId: job.id }, headers: from(ip) });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ status: "pending", reportReason: "Broken or non-functional link" });
    const again = await call(report, "/x", { body: { jobId: job.id, reportReason: "404 page" }, headers: from(ip) });
    expect(again.status).toBe(200);
    const other = await call(report, "/x", { body: { jobId: job.id }, headers: from(freshIp()) });
    expect(other.status).toBe(201);
    expect(await t.db.$count(brokenLinkReports, eq(brokenLinkReports.jobId, job.id))).toBe(2);
  });

  it("answers 404 for an unknown job and 400 for a malformed one", async () => {
    const unknown = await call(report, "/x", { body: { jobId: "00000000-0000-4000-8000-000000000000" }, headers: from(freshIp()) });
    expect(unknown.status).toBe(404);
    expect((await call(report, "/x", { body: { jobId: 7 }, headers: from(freshIp()) })).status).toBe(400);
  });
});
