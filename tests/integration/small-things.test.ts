// Small things on the server: a report taken back by its reporter (Undo), the session check that
// never fails for a signed-out page, the report queue one card per job, and takedowns in the audit log.
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as report } from "@/app/api/broken-link-reports/route";
import { DELETE as withdraw } from "@/app/api/broken-link-reports/[id]/route";
import { GET as session } from "@/app/api/session/route";
import { GET as auditLogRoute } from "@/app/api/admin/audit-log/route";
import { PATCH as patchJob } from "@/app/api/admin/jobs/[id]/route";
import { POST as takeDownReport } from "@/app/api/admin/broken-link-reports/[id]/take-down/route";
import { GET as reportGroupsRoute } from "@/app/api/admin/broken-link-reports/jobs/route";
import { brokenLinkReports } from "@/server/db/schema";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { insertJob } from "../support/factories";
import { signInEveryRole, type Callers } from "../support/roles";

const t = withTestDatabase();
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
const from = (ip: string) => ({ "x-forwarded-for": ip });

async function sendReport(jobId: string, who: { ip: string; cookie?: string }) {
  const res = await call(report, "/api/broken-link-reports", { body: { jobId }, headers: from(who.ip), cookie: who.cookie });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const takeBack = (id: string, who: { ip: string; cookie?: string }) =>
  call(withdraw, `/api/broken-link-reports/${id}`, { method: "DELETE", params: { id }, headers: from(who.ip), cookie: who.cookie });

const stored = (id: string) => t.db.select().from(brokenLinkReports).where(eq(brokenLinkReports.id, id));

describe("DELETE /api/broken-link-reports/{id} (Undo)", () => {
  it("lets the visitor who sent a report take it back, and no one else", async () => {
    const job = await insertJob(t.db);
    const reporter = { ip: freshIp() };
    const id = await sendReport(job.id, reporter);

    // Another visitor, or a signed-in account on the reporter's own address, is told there is no such report.
    expect((await takeBack(id, { ip: freshIp() })).status).toBe(404);
    const someone = await signUp("user");
    expect((await takeBack(id, { ip: reporter.ip, cookie: someone.cookie })).status).toBe(404);
    expect(await stored(id)).toHaveLength(1);

    const undone = await takeBack(id, reporter);
    expect(undone.status).toBe(204);
    expect(await stored(id)).toEqual([]);
    expect((await takeBack(id, reporter)).status).toBe(404);
  });

  it("lets a signed-in reporter take theirs back from another address", async () => {
    const job = await insertJob(t.db);
    const me = await signUp("user");
    const id = await sendReport(job.id, { ip: freshIp(), cookie: me.cookie });
    expect((await takeBack(id, { ip: freshIp() })).status).toBe(404);
    expect((await takeBack(id, { ip: freshIp(), cookie: me.cookie })).status).toBe(204);
    expect(await stored(id)).toEqual([]);
  });

  it("keeps a report an admin has acted on, with 409", async () => {
    const job = await insertJob(t.db);
    const reporter = { ip: freshIp() };
    const id = await sendReport(job.id, reporter);
    await t.db.update(brokenLinkReports).set({ status: "investigating" }).where(eq(brokenLinkReports.id, id));
    const refused = await takeBack(id, reporter);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: "This report is already investigating and can no longer be withdrawn" });
    expect(await stored(id)).toHaveLength(1);
  });

  it("answers 404 to an id that is not a report's", async () => {
    expect((await takeBack("not-a-uuid", { ip: freshIp() })).status).toBe(404);
    expect((await takeBack("00000000-0000-4000-8000-000000000000", { ip: freshIp() })).status).toBe(404);
  });
});

describe("GET /api/session", () => {
  it("answers a signed-out visitor 200 with no user, and is kept by no cache", async () => {
    const res = await call(session, "/api/session");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers the signed-in user", async () => {
    const me = await signUp("user");
    const res = await call(session, "/api/session", { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { id: me.id, username: me.username, role: "user" } });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("takedowns in the audit log", () => {
  let callers: Callers;
  beforeAll(async () => {
    callers = await signInEveryRole(t.db);
  });

  type Entry = { actorName: string; action: string; targetName: string; details: Record<string, string | null> };
  const auditFor = async (jobId: string) => {
    const res = await call(auditLogRoute, "/api/admin/audit-log?limit=100", { cookie: callers.admin });
    expect(res.status).toBe(200);
    return ((await res.json()) as Entry[]).filter((e) => e.details.jobId === jobId);
  };
  const adminPatch = (id: string, body: unknown) =>
    call(patchJob, `/api/admin/jobs/${id}`, { method: "PATCH", body, cookie: callers.admin, params: { id } });
  const adminName = async () => {
    const res = await call(session, "/api/session", { cookie: callers.admin });
    return ((await res.json()) as { user: { username: string } }).user.username;
  };

  it("records switching Active off with who, which job and why, and listing it again; not a switch that changes nothing", async () => {
    const job = await insertJob(t.db, { title: "Audited Active switch" });
    expect((await adminPatch(job.id, { isActive: true })).status).toBe(200);
    expect(await auditFor(job.id)).toEqual([]);

    expect((await adminPatch(job.id, { isActive: false, takedownReason: "Fake company" })).status).toBe(200);
    expect((await adminPatch(job.id, { isActive: true })).status).toBe(200);
    const admin = await adminName();
    expect(await auditFor(job.id)).toEqual([
      expect.objectContaining({ actorName: admin, action: "relist", targetName: "Audited Active switch", details: { jobId: job.id } }),
      expect.objectContaining({
        actorName: admin,
        action: "takedown",
        targetName: "Audited Active switch",
        details: { jobId: job.id, reason: "Fake company" },
      }),
    ]);
  });

  it("records a takedown from the report queue, and none when the takedown is refused", async () => {
    const job = await insertJob(t.db, { title: "Audited reported job" });
    const id = await sendReport(job.id, { ip: freshIp() });
    const takeDown = (reason: string) =>
      call(takeDownReport, `/api/admin/broken-link-reports/${id}/take-down`, { cookie: callers.admin, params: { id }, body: { reason } });
    expect((await takeDown("Asks for a deposit")).status).toBe(200);
    expect((await takeDown("Again")).status).toBe(409);
    expect(await auditFor(job.id)).toEqual([
      expect.objectContaining({
        actorName: await adminName(),
        action: "takedown",
        targetName: "Audited reported job",
        details: { jobId: job.id, reason: "Asks for a deposit" },
      }),
    ]);
  });
});

describe("GET /api/admin/broken-link-reports/jobs: the queue by job", () => {
  let callers: Callers;
  beforeAll(async () => {
    callers = await signInEveryRole(t.db);
  });

  type Group = { jobId: string; jobTitle: string; jobReports: number; reports: { id: string; reason: string; status: string }[] };
  const groups = async (query = "") => {
    const res = await call(reportGroupsRoute, `/api/admin/broken-link-reports/jobs?limit=100${query}`, { cookie: callers.admin });
    expect(res.status).toBe(200);
    return { rows: (await res.json()) as Group[], total: Number(res.headers.get("x-total-count")) };
  };
  const reportAs = async (jobId: string, body: Record<string, unknown>) => {
    const res = await call(report, "/api/broken-link-reports", { body: { jobId, ...body }, headers: from(freshIp()) });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };

  it("shows a job reported by two people once, with both reports, scam signs first; only to admins", async () => {
    const twice = await insertJob(t.db, { title: "Reported twice" });
    const once = await insertJob(t.db, { title: "Reported once" });
    const broken = await reportAs(twice.id, {});
    const scam = await reportAs(twice.id, { reason: "asks_for_money", reportReason: "Wanted a visa fee" });
    const single = await reportAs(once.id, {});

    const { rows, total } = await groups();
    const mine = rows.filter((g) => [twice.id, once.id].includes(g.jobId));
    expect(mine.map((g) => g.jobTitle)).toEqual(["Reported twice", "Reported once"]);
    expect(mine[0]).toMatchObject({
      jobReports: 2,
      reports: [
        { id: scam, reason: "asks_for_money" },
        { id: broken, reason: "broken_link" },
      ],
    });
    expect(mine[1]).toMatchObject({ jobReports: 1, reports: [{ id: single }] });
    expect(total).toBe(rows.length);
    expect(new Set(rows.map((g) => g.jobId)).size).toBe(rows.length);

    for (const cookie of [callers.signedOut, callers.user, callers.employer]) {
      const res = await call(reportGroupsRoute, "/api/admin/broken-link-reports/jobs", { cookie });
      expect(res.status).toBe(cookie ? 403 : 401);
    }
  });

  it("filters each job's reports by status and pages by job", async () => {
    const job = await insertJob(t.db, { title: "Half dismissed" });
    const kept = await reportAs(job.id, {});
    const dismissed = await reportAs(job.id, {});
    await t.db.update(brokenLinkReports).set({ status: "dismissed" }).where(eq(brokenLinkReports.id, dismissed));

    const pending = (await groups("&status=pending")).rows.find((g) => g.jobId === job.id);
    expect(pending?.reports.map((r) => r.id)).toEqual([kept]);
    const closed = (await groups("&status=dismissed")).rows.find((g) => g.jobId === job.id);
    expect(closed?.reports.map((r) => r.id)).toEqual([dismissed]);

    const all = await groups();
    const res = await call(reportGroupsRoute, "/api/admin/broken-link-reports/jobs?limit=1&offset=1", { cookie: callers.admin });
    const second = (await res.json()) as Group[];
    expect(second.map((g) => g.jobId)).toEqual([all.rows[1].jobId]);
    expect(Number(res.headers.get("x-total-count"))).toBe(all.total);
  });

  it("resolves every open report of a job taken down from one of them", async () => {
    const job = await insertJob(t.db, { title: "Taken down from its queue card" });
    const first = await reportAs(job.id, {});
    const second = await reportAs(job.id, { reason: "asks_for_money" });
    const res = await call(takeDownReport, `/api/admin/broken-link-reports/${first}/take-down`, {
      cookie: callers.admin,
      params: { id: first },
      body: { reason: "Scam confirmed" },
    });
    expect(res.status).toBe(200);
    const rows = await t.db.select().from(brokenLinkReports).where(eq(brokenLinkReports.jobId, job.id));
    expect(rows.map((r) => [r.id, r.status, r.adminNotes]).sort()).toEqual(
      [
        [first, "resolved", "Taken down: Scam confirmed"],
        [second, "resolved", "Taken down: Scam confirmed"],
      ].sort(),
    );
  });
});
