// The job-write module owns what follows a write: a job that joins the board is announced and fanned out to
// instant saved searches in the write's transaction, one that leaves it is announced gone, a rolled-back write
// leaves nothing behind but the refusal that caused it, and the audit log names the source.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { auditLog, jobRefusals, jobs } from "@/server/db/schema";
import { resultRows } from "@/server/db/result-rows";
import { jobTransaction } from "@/server/jobs/job-write/job-transaction";
import { insertJob, PolicyRefused, updateJob } from "@/server/jobs/job-write/save-job";
import { jobPageUrls } from "@/server/search-engines/search-engine-urls";
import { jobValues } from "../support/factories";
import { startSearchEngineStandIns, testServiceAccount, type StandIns } from "../support/search-engine-stand-ins";
import { configureSearchEngines, forgetNotices, told } from "../support/search-engine-notices";
import { withTestDatabase } from "../support/test-db";

const t = withTestDatabase();
const account = testServiceAccount();
let standIns: StandIns;
const origin = { source: "api" as const, actor: null, actorName: "Test feed" };

beforeAll(async () => {
  standIns = await startSearchEngineStandIns(account.publicKey);
});
afterAll(() => standIns.close());
beforeEach(async () => {
  configureSearchEngines(standIns, account.credentials);
  await forgetNotices(t.db);
  return () => vi.unstubAllEnvs();
});

async function fanOuts(): Promise<string[][]> {
  const rows = resultRows<{ data: { jobIds: string[] } }>(
    await t.db.execute(sql`select data from pgboss.job where name = 'saved-searches.fan-out' order by created_on`),
  );
  return rows.map((row) => row.data.jobIds);
}

describe("a write through the job-write module", () => {
  it("announces a new listing, fans it out and audits it with its source", async () => {
    const before = (await fanOuts()).length;
    const { job } = await jobTransaction(t.db, (w) => insertJob(w, jobValues({ title: "Winch Operator" }), origin));
    expect(job.source).toBe("api");
    expect(await told(t.db)).toEqual([{ updated: jobPageUrls([job.id]), deleted: [] }]);
    expect((await fanOuts()).slice(before)).toEqual([[job.id]]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetName, "Winch Operator"));
    expect(entry).toMatchObject({ action: "job.created", actorName: "Test feed", details: { jobId: job.id, source: "api" } });
  });

  it("announces a job taken off the board as gone, and an edit of a hidden job not at all", async () => {
    const { job } = await jobTransaction(t.db, (w) => insertJob(w, jobValues(), origin));
    await forgetNotices(t.db);
    await jobTransaction(t.db, (w) => updateJob(w, job, { isActive: false }, origin));
    expect(await told(t.db)).toEqual([{ updated: [], deleted: jobPageUrls([job.id]) }]);
    await forgetNotices(t.db);
    const [hidden] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    await jobTransaction(t.db, (w) => updateJob(w, hidden!, { title: "Still hidden" }, origin));
    expect(await told(t.db)).toEqual([]);
  });

  it("derives a place left out, keeps a picked kind, and refuses a subdivision of another country", async () => {
    const write = (values: Parameters<typeof jobValues>[0]) =>
      jobTransaction(t.db, (w) => insertJob(w, jobValues({ benefits: "Health cover and paid leave", ...values }), origin));
    expect((await write({ location: "Denver, CO, United States" })).job).toMatchObject({ country: "US", subdivision: "US-CO" });
    expect((await write({ location: "Aberdeen, United Kingdom", placeKind: "multiple" })).job).toMatchObject({
      country: null,
      placeKind: "multiple",
    });
    expect((await write({ location: "Somewhere in the Rockies", subdivision: "US-CO" })).job).toMatchObject({
      country: "US",
      subdivision: "US-CO",
    });
    await expect(write({ location: "Perth", country: "AU", subdivision: "AU-ZZ" })).rejects.toMatchObject({
      status: 400,
      field: "subdivision",
    });
  });

  it("keeps the refusal of a write it rolled back, and nothing of the write", async () => {
    const finding = { rule: "test-rule", field: "title", message: "Refused for the test" };
    const refused = jobTransaction(t.db, async (w) => {
      await insertJob(w, jobValues({ title: "Rolled Back Rigger" }), origin);
      w.refused({ source: "api", title: "Rolled Back Rigger", company: "Test", findings: [finding], flagged: true });
      throw new PolicyRefused([finding]);
    });
    await expect(refused).rejects.toMatchObject({ status: 400, code: "policy", rule: "test-rule", field: "title" });
    expect(await t.db.select().from(jobs).where(eq(jobs.title, "Rolled Back Rigger"))).toEqual([]);
    expect(await told(t.db)).toEqual([]);
    const kept = await t.db.select().from(jobRefusals).where(eq(jobRefusals.title, "Rolled Back Rigger"));
    expect(kept).toMatchObject([{ rule: "test-rule", message: "Refused for the test", flagged: true }]);
  });
});
