// The ways in that existed before the feeds, now through the job-write module: the CSV import, the
// employer's edit and the admin's edit all meet the compliance gate. A refused CSV row is that row's error
// in the gate's words while the other rows import; a refused edit is 400 `policy` and changes nothing; a
// warning is stored with the job and comes back with it. Each refusal is kept for the admins.
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as bulkUpload } from "@/app/api/admin/jobs/bulk-upload/route";
import { DELETE as adminDelete, PATCH as adminPatch } from "@/app/api/admin/jobs/[id]/route";
import { PATCH as employerPatch } from "@/app/api/user/jobs/[id]/route";
import { POST as login } from "@/app/api/login/route";
import { employerJobEditSchema } from "@/lib/schemas/employer-jobs";
import { ensureAdmin } from "@/server/accounts/ensure-admin";
import { auditLog, jobRefusals, jobs } from "@/server/db/schema";
import { getAuth } from "@/server/runtime";
import { withTestDatabase } from "../support/test-db";
import { call, cookieFrom } from "../support/http";
import { insertJob } from "../support/factories";
import { signUp } from "../support/accounts";
import { jobDraft } from "../support/job-drafts";

const t = withTestDatabase();
let adminCookie = "";

beforeAll(async () => {
  await ensureAdmin(t.db, await getAuth(), { username: "gatekeeper", email: "gate@outpost.example", password: "gate-pass" });
  adminCookie = cookieFrom(await call(login, "/api/login", { body: { username: "gatekeeper", password: "gate-pass" } }));
});

const HEADER = "job_title,company_name,location,salary,category,job_description,benefits,link_status,application_url";

async function upload(csv: string) {
  const form = new FormData();
  form.set("csvFile", new File([csv], "jobs.csv", { type: "text/csv" }));
  form.set("skipWarnings", "false");
  const res = await call(bulkUpload, "/api/admin/jobs/bulk-upload", { method: "POST", rawBody: form, cookie: adminCookie });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    result: { imported: number; created: number; updated: number; errorCount: number };
    errors: { row: number; error: string }[];
  };
}

const byUrl = async (url: string) => (await t.db.select().from(jobs).where(eq(jobs.applicationUrl, url)))[0];

describe("the CSV import through the gate", () => {
  it("reports each refused row in the gate's words, imports the others and keeps the refusals", async () => {
    const csv = [
      HEADER,
      'Rig Welder,North Rigs,"Aberdeen, United Kingdom",£60000,Offshore,Pay a registration fee of £50 to join,Rotation pay,OK,https://northrigs.example/jobs/1',
      'Crane Operator,Front Range Lifts,"Denver, CO, United States",$80000,Construction,Operate tower cranes,,OK,https://frontrange.example/jobs/2',
      'Mine Surveyor,Front Range Lifts,"Denver, CO, United States",$90000,Mining,Survey the pit,"Health cover, 401(k)",OK,https://frontrange.example/jobs/3',
    ].join("\n");
    const { result, errors } = await upload(csv);
    expect(result).toMatchObject({ imported: 1, created: 1, updated: 0, errorCount: 2 });
    expect(errors.map((e) => e.row)).toEqual([2, 3]);
    expect(errors[0]!.error).toMatch(/Workers may not be asked to pay for finding work/);
    expect(errors[1]!.error).toMatch(/Describe the benefits .*Colorado and Washington require them/);
    expect(await byUrl("https://northrigs.example/jobs/1")).toBeUndefined();
    expect(await byUrl("https://frontrange.example/jobs/2")).toBeUndefined();
    const surveyor = await byUrl("https://frontrange.example/jobs/3");
    expect(surveyor).toMatchObject({ source: "csv", country: "US", subdivision: "US-CO" });

    const refusals = await t.db.select().from(jobRefusals).where(eq(jobRefusals.source, "csv"));
    expect(refusals.map((r) => [r.title, r.rule, r.flagged]).sort()).toEqual([
      ["Crane Operator", "benefits", false],
      ["Rig Welder", "worker-fee", true],
    ]);
    const created = await t.db.select().from(auditLog).where(eq(auditLog.action, "job.created"));
    expect(created.find((a) => a.targetName === "Mine Surveyor")).toMatchObject({ actorName: "gatekeeper" });
  });

  it("screens a re-imported row too: a refused update leaves the job as it was", async () => {
    const url = "https://frontrange.example/jobs/4";
    const row = (description: string) =>
      `Blast Engineer,Front Range Lifts,"Denver, CO, United States",$95000,Mining,${description},Health cover,OK,${url}`;
    expect((await upload(`${HEADER}\n${row("Plan the blasts")}`)).result).toMatchObject({ created: 1 });
    const again = await upload(`${HEADER}\n${row("Plan the blasts. A training fee of $200 is deducted")}`);
    expect(again.result).toMatchObject({ imported: 0, created: 0, updated: 0, errorCount: 1 });
    expect(again.errors[0]!.error).toMatch(/Workers may not be asked to pay/);
    expect((await byUrl(url))!.description).toBe("Plan the blasts");
    const fine = await upload(`${HEADER}\n${row("Plan and fire the blasts")}`);
    expect(fine.result).toMatchObject({ imported: 1, updated: 1 });
    expect((await byUrl(url))!.description).toBe("Plan and fire the blasts");
  });
});

describe("edits through the gate", () => {
  it("refuses an employer's edit that asks the worker for money with 400 policy, and changes nothing", async () => {
    const employer = await signUp("employer");
    const job = await insertJob(t.db, { employerId: employer.id, location: "Aberdeen, United Kingdom" });
    const edit = employerJobEditSchema.parse(jobDraft({ description: "Good pay. A placement fee of £300 applies." }));
    const res = await call(employerPatch, `/api/user/jobs/${job.id}`, {
      method: "PATCH",
      body: edit,
      cookie: employer.cookie,
      params: { id: job.id },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "policy", rule: "worker-fee", field: "description" });
    expect((await byUrl(job.applicationUrl))!.description).toBe(job.description);
    const [refusal] = await t.db.select().from(jobRefusals).where(eq(jobRefusals.userId, employer.id));
    expect(refusal).toMatchObject({ rule: "worker-fee", flagged: true });
  });

  it("answers an employer's admitted edit with the gate's warnings", async () => {
    const employer = await signUp("employer");
    const job = await insertJob(t.db, { employerId: employer.id, location: "Hamburg, Germany" });
    const edit = employerJobEditSchema.parse(jobDraft({ title: "Industriekletterer", location: "Hamburg, Germany" }));
    const res = await call(employerPatch, `/api/user/jobs/${job.id}`, {
      method: "PATCH",
      body: edit,
      cookie: employer.cookie,
      params: { id: job.id },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: job.id,
      warnings: [expect.objectContaining({ rule: "gender-neutral-title", field: "title" })],
    });
  });

  it("refuses an admin's edit the gate refuses, and stores a warning with an admitted one", async () => {
    const job = await insertJob(t.db, {
      location: "Denver, CO, United States",
      country: "US",
      subdivision: "US-CO",
      benefits: "Health cover",
    });
    const refused = await call(adminPatch, `/api/admin/jobs/${job.id}`, {
      method: "PATCH",
      body: { benefits: "" },
      cookie: adminCookie,
      params: { id: job.id },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "policy", rule: "benefits", field: "benefits" });

    const german = await insertJob(t.db, { location: "Hamburg, Germany" });
    const res = await call(adminPatch, `/api/admin/jobs/${german.id}`, {
      method: "PATCH",
      // A new location places the job again, so the rules of its country apply.
      body: { title: "Industriekletterer", location: "Munich, Germany" },
      cookie: adminCookie,
      params: { id: german.id },
    });
    expect(res.status).toBe(200);
    const saved = (await byUrl(german.applicationUrl))!;
    expect(saved).toMatchObject({ title: "Industriekletterer", country: "DE" });
    expect(saved.policyWarnings).toEqual([expect.objectContaining({ rule: "gender-neutral-title", field: "title" })]);
  });

  it("audits an admin's permanent delete with the job's title", async () => {
    const job = await insertJob(t.db, { title: "Deleted Diver" });
    const res = await call(adminDelete, `/api/admin/jobs/${job.id}`, { method: "DELETE", cookie: adminCookie, params: { id: job.id } });
    expect(res.status).toBe(200);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "job.deleted"));
    expect(entry).toMatchObject({ actorName: "gatekeeper", targetName: "Deleted Diver", details: { jobId: job.id } });
  });
});
