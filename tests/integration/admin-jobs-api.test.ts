import { beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { DELETE as deleteJobRoute, PATCH as patchJob } from "@/app/api/admin/jobs/[id]/route";
import { PUT as reorder } from "@/app/api/admin/jobs/reorder/route";
import { PUT as putApplicationUrl } from "@/app/api/admin/jobs/[id]/application-url/route";
import { GET as publicJobs } from "@/app/api/jobs/route";
import { GET as featured } from "@/app/api/jobs/featured/route";
import { brokenLinkReports, jobClicks, jobs } from "@/server/db/schema";
import { GET as jobCounts } from "@/app/api/admin/jobs/counts/route";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { daysFromNow, insertJob, insertJobs } from "../support/factories";
import { nonAdminStatuses, signInEveryRole, type Callers } from "../support/roles";

const t = withTestDatabase();
let callers: Callers;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  callers = await signInEveryRole(t.db);
});

const patch = (id: string, body: unknown, cookie = callers.admin) =>
  call(patchJob, `/api/admin/jobs/${id}`, { method: "PATCH", body, cookie, params: { id } });
const remove = (id: string, cookie = callers.admin) =>
  call(deleteJobRoute, `/api/admin/jobs/${id}`, { method: "DELETE", cookie, params: { id } });
const saveOrder = (body: unknown, cookie = callers.admin) => call(reorder, "/api/admin/jobs/reorder", { method: "PUT", body, cookie });
const fixUrl = (id: string, body: unknown, cookie = callers.admin) =>
  call(putApplicationUrl, `/api/admin/jobs/${id}/application-url`, { method: "PUT", body, cookie, params: { id } });
const publicIds = async () => ((await (await call(publicJobs, "/api/jobs?limit=100")).json()) as { id: string }[]).map((j) => j.id);

describe("who may call the admin job endpoints", () => {
  it("answers 401 signed out and 403 to job seekers and employers, before reading anything", async () => {
    const job = await insertJob(t.db);
    expect(await nonAdminStatuses(callers, (c) => patch(job.id, { isActive: false }, c))).toEqual([401, 403, 403]);
    expect(await nonAdminStatuses(callers, (c) => remove(job.id, c))).toEqual([401, 403, 403]);
    expect(await nonAdminStatuses(callers, (c) => saveOrder({ jobs: [{ id: job.id, displayOrder: 5, isFeatured: true }] }, c))).toEqual([
      401, 403, 403,
    ]);
    expect(await nonAdminStatuses(callers, (c) => fixUrl(job.id, { applicationUrl: "https://x.example/" }, c))).toEqual([401, 403, 403]);
    const [after] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(after).toMatchObject({ isActive: true, isFeatured: false, displayOrder: 0, applicationUrl: job.applicationUrl });
  });
});

describe("PATCH /api/admin/jobs/{id}", () => {
  it("toggles isActive and isFeatured, and the public lists follow at once", async () => {
    const job = await insertJob(t.db, { title: "Toggle me" });
    expect(await publicIds()).toContain(job.id);

    const off = await patch(job.id, { isActive: false, takedownReason: "Duplicate of another listing" });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ id: job.id, isActive: false });
    expect(await publicIds()).not.toContain(job.id);

    await patch(job.id, { isActive: true, isFeatured: true });
    expect(await publicIds()).toContain(job.id);
    const featuredIds = ((await (await call(featured, "/api/jobs/featured")).json()) as { id: string }[]).map((j) => j.id);
    expect(featuredIds).toContain(job.id);
  });

  it("changes the editable fields and refuses any other field by name", async () => {
    const job = await insertJob(t.db);
    const res = await patch(job.id, {
      title: "  Rope Access Supervisor ",
      salaryMin: 95_000,
      salaryMax: 140_000,
      dangerLevel: "extreme",
      requirements: "",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      title: "Rope Access Supervisor",
      salaryMin: 95_000,
      salaryMax: 140_000,
      dangerLevel: "extreme",
      requirements: null,
    });

    for (const field of ["paymentIntentId", "planType", "employerId", "displayOrder", "applyClicks", "id", "createdAt", "seedJob"]) {
      const refused = await patch(job.id, { isActive: false, [field]: "x" });
      expect(refused.status, field).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toBe(`This field cannot be changed: ${field}`);
    }
    const [after] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(after.isActive).toBe(true);
    expect(after.planType).toBe("professional");
  });

  it("answers 400 for bad values, empty patches and crossed salaries; 404 for unknown jobs", async () => {
    const job = await insertJob(t.db, { salaryMin: 90_000, salaryMax: 110_000 });
    expect((await patch(job.id, {})).status).toBe(400);
    expect((await patch(job.id, { isActive: "yes" })).status).toBe(400);
    expect((await patch(job.id, { applicationUrl: "javascript:alert(1)" })).status).toBe(400);
    const site = await patch(job.id, { companyWebsite: "ftp://files.example/" });
    expect(site.status).toBe(400);
    expect(await site.json()).toEqual({ message: "Company website must start with http:// or https://", code: "validation_failed" });
    expect((await patch(job.id, { category: "astrology" })).status).toBe(400);
    const unnamed = await patch(job.id, { category: "other" });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.json()).toEqual({
      message: "Custom category name is required when 'Other' is selected",
      code: "validation_failed",
    });
    expect((await patch(job.id, { category: "other", customCategory: "Commercial Diving" })).status).toBe(200);
    expect((await patch(job.id, { title: "   " })).status).toBe(400);
    const crossed = await patch(job.id, { salaryMin: 120_000 });
    expect(crossed.status).toBe(400);
    expect(await crossed.json()).toEqual({ message: "salaryMin must not be more than salaryMax", code: "validation_failed" });
    expect((await patch(UNKNOWN, { isActive: false, takedownReason: "Gone" })).status).toBe(404);
    expect((await patch("not-a-uuid", { isActive: false, takedownReason: "Gone" })).status).toBe(404);
    const malformed = await call(patchJob, `/api/admin/jobs/${job.id}`, {
      method: "PATCH",
      rawBody: "{",
      cookie: callers.admin,
      params: { id: job.id },
    });
    expect(malformed.status).toBe(400);
  });

  it.each([-8_640_000_000_000_000, 8_640_000_000_000_000, "0001-01-01", "9999-12-31"])(
    "answers 400, not 500, for a date no job could carry (%s)",
    async (applicationClosingDate) => {
      const job = await insertJob(t.db);
      const res = await patch(job.id, { applicationClosingDate });
      expect(res.status).toBe(400);
      expect(await res.json()).toHaveProperty("message");
    },
  );

  it("still edits a row stored before a rule existed, unless the edit touches that rule's fields", async () => {
    // What CSV imports once wrote: 'other' with no name.
    const job = await insertJob(t.db, { category: "other", customCategory: null });
    expect((await patch(job.id, { isFeatured: true })).status).toBe(200);
    expect((await patch(job.id, { title: "Renamed" })).status).toBe(200);
    expect((await patch(job.id, { customCategory: " " })).status).toBe(400);
    expect((await patch(job.id, { customCategory: "Commercial Diving" })).status).toBe(200);
  });
});

describe("DELETE /api/admin/jobs/{id}", () => {
  it("deletes the job with its clicks and reports, and 404s the second time", async () => {
    const job = await insertJob(t.db);
    await t.db.insert(jobClicks).values({ jobId: job.id, clickType: "apply" });
    await t.db.insert(brokenLinkReports).values({ jobId: job.id, reportedBy: "someone" });
    expect(await publicIds()).toContain(job.id);

    const res = await remove(job.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Job deleted successfully" });
    expect(await t.db.select().from(jobs).where(eq(jobs.id, job.id))).toEqual([]);
    expect(await t.db.select().from(brokenLinkReports).where(eq(brokenLinkReports.jobId, job.id))).toEqual([]);
    expect(await publicIds()).not.toContain(job.id);
    expect((await remove(job.id)).status).toBe(404);
  });
});

describe("PUT /api/admin/jobs/reorder", () => {
  it("saves order and featured flags, and the public default order follows", async () => {
    await t.db.update(jobs).set({ isActive: false });
    const [a, b, c] = await insertJobs(t.db, { title: "A" }, { title: "B" }, { title: "C" });
    const list = [c, a, b];
    const res = await saveOrder({ jobs: list.map((j, i) => ({ id: j.id, displayOrder: list.length - i, isFeatured: j === a })) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: 3 });
    expect(await publicIds()).toEqual([c.id, a.id, b.id]);
    const stored = await t.db
      .select()
      .from(jobs)
      .where(inArray(jobs.id, [a.id, b.id, c.id]));
    expect(Object.fromEntries(stored.map((j) => [j.title, [j.displayOrder, j.isFeatured]]))).toEqual({
      A: [2, true],
      B: [1, false],
      C: [3, false],
    });
  });

  it("is all or nothing: one unknown id and no job moves", async () => {
    const [x, y] = await insertJobs(t.db, { title: "X", displayOrder: 7 }, { title: "Y", displayOrder: 8 });
    const res = await saveOrder({
      jobs: [
        { id: x.id, displayOrder: 100, isFeatured: true },
        { id: UNKNOWN, displayOrder: 99, isFeatured: false },
        { id: y.id, displayOrder: 98, isFeatured: true },
      ],
    });
    expect(res.status).toBe(404);
    const stored = await t.db
      .select()
      .from(jobs)
      .where(inArray(jobs.id, [x.id, y.id]));
    expect(stored.map((j) => [j.displayOrder, j.isFeatured]).sort()).toEqual([
      [7, false],
      [8, false],
    ]);
  });

  it("refuses malformed lists", async () => {
    const job = await insertJob(t.db);
    expect((await saveOrder({ jobs: [] })).status).toBe(400);
    expect((await saveOrder({})).status).toBe(400);
    expect((await saveOrder({ jobs: [{ id: job.id, displayOrder: 1.5, isFeatured: false }] })).status).toBe(400);
    expect((await saveOrder({ jobs: [{ id: job.id, displayOrder: 1 }] })).status).toBe(400);
    const twice = await saveOrder({
      jobs: [
        { id: job.id, displayOrder: 2, isFeatured: false },
        { id: job.id, displayOrder: 1, isFeatured: false },
      ],
    });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({ message: "Each job may appear only once", code: "validation_failed" });
  });
});

describe("PUT /api/admin/jobs/{id}/application-url", () => {
  it("stores an http or https address and refuses anything else", async () => {
    const job = await insertJob(t.db);
    const res = await fixUrl(job.id, { applicationUrl: " https://careers.example/apply?id=7 " });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: job.id, applicationUrl: "https://careers.example/apply?id=7" });
    expect((await fixUrl(job.id, { applicationUrl: "http://plain.example/" })).status).toBe(200);

    for (const bad of ["", "   ", "ftp://files.example/", "javascript:alert(1)", "careers.example", 42]) {
      const refused = await fixUrl(job.id, { applicationUrl: bad });
      expect(refused.status, String(bad)).toBe(400);
    }
    expect((await fixUrl(job.id, {})).status).toBe(400);
    const [after] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(after.applicationUrl).toBe("http://plain.example/");
    expect((await fixUrl(UNKNOWN, { applicationUrl: "https://x.example/" })).status).toBe(404);
  });
});

describe("dashboard counts", () => {
  it("counts total, active, featured and expired jobs", async () => {
    await t.db.delete(jobs);
    await insertJobs(
      t.db,
      { isFeatured: true },
      { isActive: false },
      { expiresAt: daysFromNow(-1) },
      { isActive: false, isFeatured: true, expiresAt: daysFromNow(-3) },
    );
    const answer = await call(jobCounts, "/api/admin/jobs/counts", { cookie: callers.admin });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ total: 4, active: 2, featured: 2, expired: 2 });
  });

  it("answers 401 signed out and 403 to job seekers and employers", async () => {
    expect(await nonAdminStatuses(callers, (c) => call(jobCounts, "/api/admin/jobs/counts", { cookie: c }))).toEqual([401, 403, 403]);
  });
});
