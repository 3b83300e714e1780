import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as listReportsRoute } from "@/app/api/admin/broken-link-reports/route";
import { PUT as resolveRoute } from "@/app/api/admin/broken-link-reports/[id]/resolve/route";
import { PUT as statusRoute } from "@/app/api/admin/broken-link-reports/[id]/status/route";
import { POST as reportLink } from "@/app/api/broken-link-reports/route";
import { GET as jobClicksRoute } from "@/app/api/analytics/job-clicks/route";
import { POST as trackClick } from "@/app/api/jobs/[id]/track-click/route";
import { brokenLinkReports, jobClicks, jobs, users } from "@/server/db/schema";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { insertJob, insertJobs } from "../support/factories";
import { nonAdminStatuses, signInEveryRole, type Callers } from "../support/roles";

const t = withTestDatabase();
let callers: Callers;

beforeAll(async () => {
  callers = await signInEveryRole(t.db);
});

type Report = {
  id: string;
  jobId: string;
  status: string;
  jobTitle: string | null;
  company: string | null;
  applicationUrl: string | null;
  adminNotes: string | null;
  reportReason: string;
};

const list = (query = "", cookie = callers.admin) => call(listReportsRoute, `/api/admin/broken-link-reports${query}`, { cookie });
const resolve = (id: string, body: unknown, cookie = callers.admin) =>
  call(resolveRoute, `/api/admin/broken-link-reports/${id}/resolve`, { method: "PUT", body, cookie, params: { id } });
const setStatus = (id: string, body: unknown, cookie = callers.admin) =>
  call(statusRoute, `/api/admin/broken-link-reports/${id}/status`, { method: "PUT", body, cookie, params: { id } });
const report = async (jobId: string) => {
  const res = await call(reportLink, "/api/broken-link-reports", { body: { jobId } });
  return ((await res.json()) as { id: string }).id;
};

describe("GET /api/admin/broken-link-reports", () => {
  it("is for admins only", async () => {
    expect(await nonAdminStatuses(callers, (c) => list("", c))).toEqual([401, 403, 403]);
  });

  it("lists reports newest first with the job's title, company and link, filtered by status", async () => {
    const job = await insertJob(t.db, { title: "Crane Operator", company: "Fjord Lift", applicationUrl: "https://fjord.example/apply" });
    const first = await report(job.id);
    const second = await report(job.id);
    await t.db.update(brokenLinkReports).set({ status: "dismissed" }).where(eq(brokenLinkReports.id, first));

    const all = (await (await list()).json()) as Report[];
    expect(all.map((r) => r.id).slice(0, 2)).toEqual([second, first]);
    expect(all[0]).toMatchObject({
      jobTitle: "Crane Operator",
      company: "Fjord Lift",
      applicationUrl: "https://fjord.example/apply",
      status: "pending",
      reportReason: "Broken or non-functional link",
    });

    const pending = (await (await list("?status=pending")).json()) as Report[];
    expect(pending.map((r) => r.id)).toContain(second);
    expect(pending.every((r) => r.status === "pending")).toBe(true);
    const dismissed = (await (await list("?status=dismissed")).json()) as Report[];
    expect(dismissed.map((r) => r.id)).toEqual([first]);
    expect(((await (await list("?status=all")).json()) as Report[]).length).toBe(all.length);
    expect((await list("?status=burnt")).status).toBe(400);
  });
});

describe("PUT /api/admin/broken-link-reports/{id}/resolve", () => {
  it("resolves a pending report once, with notes, who and when", async () => {
    const job = await insertJob(t.db);
    const id = await report(job.id);
    expect(await nonAdminStatuses(callers, (c) => resolve(id, { adminNotes: "x" }, c))).toEqual([401, 403, 403]);

    const before = Date.now();
    const res = await resolve(id, { adminNotes: "  Link updated to the new careers site " });
    expect(res.status).toBe(200);
    const [stored] = await t.db.select().from(brokenLinkReports).where(eq(brokenLinkReports.id, id));
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    expect(stored).toMatchObject({ status: "resolved", adminNotes: "Link updated to the new careers site", resolvedBy: admin.id });
    expect(stored.resolvedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const again = await resolve(id, { adminNotes: "second go" });
    expect(again.status).toBe(409);
    const [unchanged] = await t.db.select().from(brokenLinkReports).where(eq(brokenLinkReports.id, id));
    expect(unchanged.adminNotes).toBe("Link updated to the new careers site");
  });

  it("accepts empty notes, refuses closed reports and unknown ids", async () => {
    const job = await insertJob(t.db);
    const id = await report(job.id);
    expect((await resolve(id, {})).status).toBe(200);
    const [stored] = await t.db.select().from(brokenLinkReports).where(eq(brokenLinkReports.id, id));
    expect(stored.adminNotes).toBeNull();

    const other = await insertJob(t.db);
    const dismissed = await report(other.id);
    await t.db.update(brokenLinkReports).set({ status: "dismissed" }).where(eq(brokenLinkReports.id, dismissed));
    expect((await resolve(dismissed, { adminNotes: "x" })).status).toBe(409);
    expect((await resolve("00000000-0000-4000-8000-000000000000", {})).status).toBe(404);
    expect((await resolve(dismissed, { adminNotes: "x".repeat(2001) })).status).toBe(400);
  });
});

describe("PUT /api/admin/broken-link-reports/{id}/status", () => {
  it("takes a report up (investigating), then dismisses or resolves it; closed reports stay closed", async () => {
    const job = await insertJob(t.db);
    const id = await report(job.id);
    expect(await nonAdminStatuses(callers, (c) => setStatus(id, { status: "investigating" }, c))).toEqual([401, 403, 403]);

    const taken = await setStatus(id, { status: "investigating", adminNotes: "Emailed the employer" });
    expect(taken.status).toBe(200);
    expect(await taken.json()).toMatchObject({ status: "investigating", adminNotes: "Emailed the employer", resolvedAt: null });
    expect((await setStatus(id, { status: "investigating" })).status).toBe(409);

    // Notes from the investigation stay when dismissing without new ones.
    const dismissed = await setStatus(id, { status: "dismissed" });
    expect(dismissed.status).toBe(200);
    const [stored] = await t.db.select().from(brokenLinkReports).where(eq(brokenLinkReports.id, id));
    expect(stored).toMatchObject({ status: "dismissed", adminNotes: "Emailed the employer" });
    expect(stored.resolvedAt).not.toBeNull();
    expect((await setStatus(id, { status: "investigating" })).status).toBe(409);
    expect((await resolve(id, {})).status).toBe(409);

    const other = await report((await insertJob(t.db)).id);
    await setStatus(other, { status: "investigating" });
    expect((await resolve(other, { adminNotes: "Employer fixed the page" })).status).toBe(200);
  });

  it("refuses other statuses, bad notes and unknown ids", async () => {
    const id = await report((await insertJob(t.db)).id);
    for (const body of [
      { status: "resolved" },
      { status: "pending" },
      { status: "gone" },
      {},
      { status: "dismissed", adminNotes: "x".repeat(2001) },
    ]) {
      expect((await setStatus(id, body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await setStatus("00000000-0000-4000-8000-000000000000", { status: "dismissed" })).status).toBe(404);
    expect((await setStatus("nope", { status: "dismissed" })).status).toBe(404);
  });

  it("lists every status a page at a time with the total", async () => {
    const job = await insertJob(t.db);
    for (let i = 0; i < 3; i++)
      await t.db.insert(brokenLinkReports).values({ jobId: job.id, reportedBy: `paging-${i}`, status: "investigating" });
    const page = await list("?status=investigating&limit=2&offset=0");
    expect(page.headers.get("X-Total-Count")).toBe(String(Number(page.headers.get("X-Total-Count"))));
    const total = Number(page.headers.get("X-Total-Count"));
    expect(total).toBeGreaterThanOrEqual(3);
    expect(((await page.json()) as Report[]).length).toBe(2);
    const rest = (await (await list(`?status=investigating&limit=2&offset=${total - 1}`)).json()) as Report[];
    expect(rest.length).toBe(1);
    for (const status of ["pending", "investigating", "resolved", "dismissed"]) expect((await list(`?status=${status}`)).status).toBe(200);
  });
});

describe("GET /api/analytics/job-clicks", () => {
  it("is for admins only", async () => {
    expect(await nonAdminStatuses(callers, (c) => call(jobClicksRoute, "/api/analytics/job-clicks", { cookie: c }))).toEqual([
      401, 403, 403,
    ]);
  });

  it("counts apply clicks and ranks the most clicked jobs", async () => {
    await t.db.delete(jobClicks);
    const empty = await (await call(jobClicksRoute, "/api/analytics/job-clicks", { cookie: callers.admin })).json();
    expect(empty).toEqual({ totalTrackedClicks: [{ count: 0 }], jobsWithClicks: 0, topJobs: [] });

    const [hot, warm, cold] = await insertJobs(
      t.db,
      { title: "Hot", company: "H Co" },
      { title: "Warm", company: "W Co" },
      { title: "Cold" },
    );
    // Each click from a different visitor, through the public endpoint: 3 + 1 apply clicks, plus views that do not count.
    for (const [job, n] of [
      [hot, 3],
      [warm, 1],
    ] as const) {
      for (let i = 0; i < n; i++)
        await call(trackClick, `/api/jobs/${job.id}/track-click`, { body: { clickType: "apply" }, params: { id: job.id } });
    }
    await call(trackClick, `/api/jobs/${cold.id}/track-click`, { body: { clickType: "view" }, params: { id: cold.id } });

    const res = await call(jobClicksRoute, "/api/analytics/job-clicks", { cookie: callers.admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      totalTrackedClicks: [{ count: 4 }],
      jobsWithClicks: 2,
      topJobs: [
        { jobId: hot.id, title: "Hot", company: "H Co", clickCount: 3 },
        { jobId: warm.id, title: "Warm", company: "W Co", clickCount: 1 },
      ],
    });
  });

  it("shows the ten most clicked jobs while counting them all", async () => {
    await t.db.delete(jobClicks);
    const many = await insertJobs(t.db, ...Array.from({ length: 12 }, (_, i) => ({ title: `Job ${String(i).padStart(2, "0")}` })));
    await t.db
      .insert(jobClicks)
      .values(many.flatMap((job, i) => Array.from({ length: i + 1 }, () => ({ jobId: job.id, clickType: "apply" }))));
    const body = (await (await call(jobClicksRoute, "/api/analytics/job-clicks", { cookie: callers.admin })).json()) as {
      totalTrackedClicks: [{ count: number }];
      jobsWithClicks: number;
      topJobs: { title: string; clickCount: number }[];
    };
    expect(body.totalTrackedClicks[0].count).toBe(78);
    expect(body.jobsWithClicks).toBe(12);
    expect(body.topJobs).toHaveLength(10);
    expect(body.topJobs[0]).toMatchObject({ title: "Job 11", clickCount: 12 });
    expect(body.topJobs[9]).toMatchObject({ title: "Job 02", clickCount: 3 });
    await t.db.delete(jobs);
  });
});
