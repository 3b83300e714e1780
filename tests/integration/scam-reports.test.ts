// Reports with a reason: stored with the reason, 'other' needs words, the hourly limit counts the client
// whatever account it signs in with, and the admin queue puts scam reasons and much-reported jobs first.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listReportsRoute } from "@/app/api/admin/broken-link-reports/route";
import { POST as reportRoute } from "@/app/api/broken-link-reports/route";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { insertJob } from "../support/factories";
import { signInEveryRole, type Callers } from "../support/roles";

const t = withTestDatabase();
let callers: Callers;

beforeAll(async () => {
  callers = await signInEveryRole(t.db);
});

type Row = { id: string; jobId: string; reason: string; reportReason: string; jobReports: number };

const report = (body: unknown, from?: string, cookie?: string) =>
  call(reportRoute, "/api/broken-link-reports", { body, cookie, headers: from ? { "x-forwarded-for": from } : {} });

describe("POST /api/broken-link-reports with a reason", () => {
  it("stores the reason and its label, or the reporter's words", async () => {
    const job = await insertJob(t.db);
    const scam = await report({ jobId: job.id, reason: "asks_for_money" });
    expect(scam.status).toBe(201);
    expect(await scam.json()).toMatchObject({ jobId: job.id, reason: "asks_for_money", reportReason: "Asks for money or bank details" });
    const other = await report({ jobId: job.id, reason: "other", reportReason: "Recruiter wants a £200 visa deposit" });
    expect(await other.json()).toMatchObject({ reason: "other", reportReason: "Recruiter wants a £200 visa deposit" });
    const plain = await report({ jobId: job.id });
    expect(await plain.json()).toMatchObject({ reason: "broken_link", reportReason: "Broken or non-functional link" });
  });

  it("answers 400 for 'other' without words, over-long words or an unknown reason", async () => {
    const job = await insertJob(t.db);
    const noWords = await report({ jobId: job.id, reason: "other" });
    expect(noWords.status).toBe(400);
    expect(await noWords.json()).toMatchObject({ message: "Tell us what is wrong with this job" });
    expect((await report({ jobId: job.id, reason: "other", reportReason: "x".repeat(501) })).status).toBe(400);
    expect((await report({ jobId: job.id, reason: "spam" })).status).toBe(400);
  });

  it("keeps one pending report per reporter, job and reason", async () => {
    const job = await insertJob(t.db);
    const first = await report({ jobId: job.id, reason: "duplicate" }, "198.51.100.7");
    const again = await report({ jobId: job.id, reason: "duplicate" }, "198.51.100.7");
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(((await again.json()) as Row).id).toBe(((await first.json()) as Row).id);
    expect((await report({ jobId: job.id, reason: "already_filled" }, "198.51.100.7")).status).toBe(201);
  });

  it("counts the hourly limit per client, signed in or not", async () => {
    const job = await insertJob(t.db);
    const client = "198.51.100.99";
    for (let i = 0; i < 30; i++) expect((await report({ jobId: job.id }, client)).status).toBeLessThan(300);
    // Signing in is no way round it: the account is new to the limit, the client is not.
    const refused = await report({ jobId: job.id, reason: "asks_for_money" }, client, callers.user);
    expect(refused.status).toBe(429);
    expect((await report({ jobId: job.id, reason: "asks_for_money" }, "198.51.100.100", callers.user)).status).toBe(201);
  });
});

describe("the admin queue", () => {
  it("puts scam reasons first, then the jobs most people report, then the newest", async () => {
    const [money, misleading, muchBroken, onceBroken] = [
      await insertJob(t.db),
      await insertJob(t.db),
      await insertJob(t.db),
      await insertJob(t.db),
    ];
    await report({ jobId: onceBroken.id });
    for (const from of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) await report({ jobId: muchBroken.id }, from);
    await report({ jobId: misleading.id, reason: "misleading_pay" });
    await report({ jobId: money.id, reason: "asks_for_money" });
    // One visitor's several reasons on a job count them once.
    await report({ jobId: misleading.id, reason: "duplicate" }, "203.0.113.9");
    await report({ jobId: misleading.id, reason: "already_filled" }, "203.0.113.9");

    const res = await call(listReportsRoute, "/api/admin/broken-link-reports?limit=100", { cookie: callers.admin });
    const ours = new Set([money.id, misleading.id, muchBroken.id, onceBroken.id]);
    const rows = ((await res.json()) as Row[]).filter((r) => ours.has(r.jobId));
    expect(rows.map((r) => [r.jobId, r.reason, r.jobReports])).toEqual([
      [money.id, "asks_for_money", 1],
      [misleading.id, "misleading_pay", 2],
      [muchBroken.id, "broken_link", 3],
      [muchBroken.id, "broken_link", 3],
      [muchBroken.id, "broken_link", 3],
      [onceBroken.id, "broken_link", 1],
      [misleading.id, "duplicate", 2],
      [misleading.id, "already_filled", 2],
    ]);
  });
});
