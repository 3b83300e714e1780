// Broken-link reports over real HTTP: a visitor reports a job's link, admins list and resolve the queue.
import { beforeAll, describe, expect, it } from "vitest";
import { expectMessage, http } from "../support/client";
import { clientAddress, httpFrom } from "../support/client-address";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const REASON = "Broken or non-functional link";
let jobIds: string[] = [];

type Report = {
  id: string;
  jobId: string;
  status: string;
  reportReason: string;
  adminNotes: string | null;
  jobTitle: string;
  applicationUrl: string;
};

beforeAll(async () => {
  jobIds = ((await http("/api/jobs?limit=5")).json() as { id: string }[]).map((j) => j.id);
  expect(jobIds.length).toBe(5);
});

const report = (body: unknown, as: "user" | "anonymous" = "anonymous") => http("/api/broken-link-reports", { body, as });
const resolve = (id: string, body: unknown = {}) =>
  http(`/api/admin/broken-link-reports/${id}/resolve`, { method: "PUT", body, as: "admin" });

describe("POST /api/broken-link-reports", () => {
  it("answers 201 with the pending report, then 200 with the same one when the visitor reports again", async () => {
    const first = await report({ jobId: jobIds[0] });
    expect(first.status).toBe(201);
    const created = first.json() as Report;
    expect(created).toEqual({
      id: expect.any(String),
      jobId: jobIds[0],
      status: "pending",
      reason: "broken_link",
      reportReason: REASON,
      createdAt: expect.any(String),
    });
    const again = await report({ jobId: jobIds[0], reportReason: "Still broken" });
    expect(again.status).toBe(200);
    expect((again.json() as Report).id).toBe(created.id);
    // A signed-in user is a reporter of their own.
    const byUser = await report({ jobId: jobIds[0], reportReason: "404 page" }, "user");
    expect(byUser.status).toBe(201);
    expect(byUser.json()).toMatchObject({ reportReason: "404 page" });
  });

  it("answers 400 for a job id that is not one or a reason over 500 characters, 404 for an unknown job", async () => {
    expectMessage(await report({ jobId: "nope" }), 400, "Invalid id");
    expectMessage(await report({}), 400);
    expectMessage(await report({ jobId: jobIds[1], reportReason: "x".repeat(501) }), 400);
    expectMessage(await report({ jobId: UNKNOWN_ID }), 404, "Job not found");
  });

  it("answers 429 to a visitor's 31st report within the hour", async () => {
    const visitor = clientAddress("report-limit");
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await httpFrom(visitor, "/api/broken-link-reports", { body: { jobId: jobIds[i % 5] } })).status);
    expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
    expectMessage(
      await httpFrom(visitor, "/api/broken-link-reports", { body: { jobId: jobIds[0] } }),
      429,
      "Too many requests. Please try again later.",
    );
  });
});

describe("GET /api/admin/broken-link-reports", () => {
  it("answers 200 with the queue, with each job's title, link and reporters, filtered by status", async () => {
    const answer = await http("/api/admin/broken-link-reports", { as: "admin" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const reports = answer.json() as Report[];
    const mine = reports.find((r) => r.jobId === jobIds[0] && r.reportReason === "404 page");
    expect(mine).toMatchObject({
      status: "pending",
      jobTitle: expect.any(String),
      applicationUrl: expect.any(String),
      adminNotes: null,
      jobReports: expect.any(Number),
    });
    const pending = (await http("/api/admin/broken-link-reports?status=pending", { as: "admin" })).json() as Report[];
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((r) => r.status === "pending")).toBe(true);
    expect(((await http("/api/admin/broken-link-reports?status=all", { as: "admin" })).json() as Report[]).length).toBe(reports.length);
  });

  it("answers 400 for an unknown status", async () => {
    expectMessage(await http("/api/admin/broken-link-reports?status=lost", { as: "admin" }), 400, "Unknown report status");
  });
});

describe("PUT /api/admin/broken-link-reports/{id}/resolve", () => {
  it("resolves a pending report once: 200 with the notes, then 409", async () => {
    const { id } = (await report({ jobId: jobIds[2] })).json() as Report;
    const answer = await resolve(id, { adminNotes: "  Link updated by the employer  " });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({
      id,
      status: "resolved",
      adminNotes: "Link updated by the employer",
      resolvedAt: expect.any(String),
    });
    expectMessage(
      await resolve(id, { adminNotes: "again" }),
      409,
      "Only pending or investigating reports can be resolved; this one is resolved",
    );
    const resolved = (await http("/api/admin/broken-link-reports?status=resolved", { as: "admin" })).json() as Report[];
    expect(resolved.map((r) => r.id)).toContain(id);
  });

  it("answers 400 for notes over 2000 characters, 404 for an unknown report", async () => {
    const { id } = (await report({ jobId: jobIds[3] })).json() as Report;
    expectMessage(await resolve(id, { adminNotes: "x".repeat(2001) }), 400, "Notes are at most 2000 characters");
    expectMessage(await resolve(UNKNOWN_ID), 404, "Report not found");
    expectMessage(await resolve("not-an-id"), 404, "Report not found");
  });
});

describe("admin only", () => {
  it.each([
    ["GET", "/api/admin/broken-link-reports"],
    ["PUT", `/api/admin/broken-link-reports/${UNKNOWN_ID}/resolve`],
  ])("%s %s answers 401 signed out and 403 to a job seeker or employer", async (method, path) => {
    const body = method === "PUT" ? {} : undefined;
    expectMessage(await http(path, { method, body }), 401, "Please log in to continue");
    for (const as of ["user", "employer"] as const)
      expectMessage(await http(path, { method, body, as }), 403, "You do not have permission to do this");
  });
});
