// An ATS source's sync against stand-in Greenhouse, Lever and Workable boards on 127.0.0.1: postings are
// upserted by the ATS's own id (no duplicate on a second sync), a posting gone from the board closes, a
// board without pay leaves its job incomplete and unlisted until an edit completes it, the allowance is
// kept, and a board that fails (500, no answer, bad JSON, a strange shape) is recorded and changes nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, desc, eq, isNull, inArray, sql } from "drizzle-orm";
import { jobRefusals, jobs, jobSources, sourceRuns, users } from "@/server/db/schema";
import { listedJobs } from "@/server/jobs/search-jobs";
import { jobTransaction } from "@/server/jobs/job-write/job-transaction";
import { updateJob } from "@/server/jobs/job-write/save-job";
import { syncSource } from "@/server/job-sources/ats/sync-source";
import { queueSourceSyncs } from "@/server/job-sources/ats/queue-syncs";
import { resultRows } from "@/server/db/result-rows";
import { drainQueue } from "../support/queue";
import { withTestDatabase } from "../support/test-db";
import { uniqueEmail } from "../support/alerts";
import { startAtsStandIn, type StandInPosting } from "../support/ats-boards";

const t = withTestDatabase();
let standIn: Awaited<ReturnType<typeof startAtsStandIn>>;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  standIn = await startAtsStandIn();
  for (const [key, value] of Object.entries({ ...standIn.env, LINK_CHECK_ALLOW_HOSTS: "127.0.0.1" })) {
    saved[key] = process.env[key];
    process.env[key] = value;
  }
});
afterAll(async () => {
  for (const [key, value] of Object.entries(saved))
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  await standIn.close();
});
beforeEach(() => {
  standIn.state.failure = null;
});

let n = 0;
async function employerSource(kind: "greenhouse" | "lever" | "workable", postings: StandInPosting[], allowance = 50) {
  n++;
  const [user] = await t.db
    .insert(users)
    .values({
      username: `ats${n}x${Date.now() % 100000}`,
      email: uniqueEmail("ats"),
      name: "Hiring Desk",
      role: "employer",
      emailVerified: true,
    })
    .returning();
  const token = `board-${n}`;
  standIn.boards[kind].set(token, postings);
  const [source] = await t.db
    .insert(jobSources)
    .values({ kind, name: "North Sea Drilling", userId: user!.id, token, allowance })
    .returning();
  return { source: source!, token, userId: user!.id };
}

const sourceJobs = (sourceId: string) => t.db.select().from(jobs).where(eq(jobs.sourceId, sourceId)).orderBy(jobs.externalReference);
const listedOf = async (sourceId: string) =>
  (
    await t.db
      .select({ ref: jobs.externalReference })
      .from(jobs)
      .where(and(eq(jobs.sourceId, sourceId), listedJobs()))
  )
    .map((r) => r.ref)
    .sort();

const paid = { min: 127_000, max: 152_400, currency: "USD" };
const CRANE: StandInPosting = { id: "4012345", title: "Offshore Crane Operator", location: "Houston, TX, United States", pay: paid };
const WELDER: StandInPosting = {
  id: "4012346",
  title: "Subsea Welder",
  location: "Aberdeen, United Kingdom",
  pay: { min: 90_000, max: 110_000, currency: "GBP" },
};

describe("a Greenhouse board", () => {
  it("imports its postings, with no duplicate on a second sync, and closes one that left", async () => {
    const { source, token, userId } = await employerSource("greenhouse", [CRANE, WELDER]);
    expect(await syncSource(t.db, source.id)).toEqual({ created: 2, updated: 0, closed: 0, incomplete: 0, refused: 0 });
    const first = await sourceJobs(source.id);
    expect(first.map((j) => [j.externalReference, j.source, j.employerId, j.country])).toEqual([
      ["4012345", "greenhouse", userId, "US"],
      ["4012346", "greenhouse", userId, "GB"],
    ]);
    expect(first[0]!.applicationUrl).toBe("https://job-boards.greenhouse.io/northsea/jobs/4012345");
    expect(await listedOf(source.id)).toEqual(["4012345", "4012346"]);

    // Nothing new on the board: nothing written.
    expect(await syncSource(t.db, source.id)).toEqual({ created: 0, updated: 0, closed: 0, incomplete: 0, refused: 0 });
    expect(await sourceJobs(source.id)).toHaveLength(2);

    // The welder leaves the board and the crane's title changes.
    standIn.boards.greenhouse.set(token, [{ ...CRANE, title: "Offshore Crane Operator (Stage 3)" }]);
    expect(await syncSource(t.db, source.id)).toEqual({ created: 0, updated: 1, closed: 1, incomplete: 0, refused: 0 });
    const after = await sourceJobs(source.id);
    expect(after.map((j) => j.id)).toEqual(first.map((j) => j.id));
    expect(after[0]!.title).toBe("Offshore Crane Operator (Stage 3)");
    expect(after[1]!.applicationClosingDate.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await listedOf(source.id)).toEqual(["4012345"]);

    // It comes back: the same job opens again.
    standIn.boards.greenhouse.set(token, [CRANE, WELDER]);
    expect(await syncSource(t.db, source.id)).toMatchObject({ created: 0, updated: 2, closed: 0 });
    expect(await listedOf(source.id)).toEqual(["4012345", "4012346"]);

    const [row] = await t.db.select().from(jobSources).where(eq(jobSources.id, source.id));
    expect(row).toMatchObject({ createdCount: 2, updatedCount: 3, closedCount: 1, lastRunStatus: "ok", lastError: null });
    const runs = await t.db.select().from(sourceRuns).where(eq(sourceRuns.sourceId, source.id));
    expect(runs.map((r) => r.status)).toEqual(["ok", "ok", "ok", "ok"]);
  });
});

describe("a board without pay", () => {
  it("leaves the job incomplete and unlisted until an edit supplies the pay, and a later sync keeps it", async () => {
    const { source } = await employerSource("workable", [
      { id: "A1B2C3D4E5", title: "Tracked Vehicle Driver", location: "Longyearbyen, Norway", country: "NO" },
    ]);
    expect(await syncSource(t.db, source.id)).toEqual({ created: 1, updated: 0, closed: 0, incomplete: 1, refused: 0 });
    const [job] = await sourceJobs(source.id);
    expect(job).toMatchObject({ incompleteFields: ["salary"], isActive: false, company: "Arctic Logistics AS" });
    expect(await listedOf(source.id)).toEqual([]);

    // A second sync: still one job, still incomplete.
    expect(await syncSource(t.db, source.id)).toMatchObject({ created: 0, incomplete: 1 });

    // The employer states the pay: the job is listed.
    await jobTransaction(t.db, (w) =>
      updateJob(
        w,
        job!,
        { salaryMin: 60_000, salaryMax: 70_000, salaryUnit: "year" },
        { source: "form", userId: job!.employerId, actor: null },
      ),
    );
    const [completed] = await sourceJobs(source.id);
    expect(completed).toMatchObject({ incompleteFields: [], isActive: true, salaryMin: 60_000 });
    expect(await listedOf(source.id)).toEqual(["A1B2C3D4E5"]);

    // The board still states no pay: the next sync keeps the employer's.
    await syncSource(t.db, source.id);
    const [kept] = await sourceJobs(source.id);
    expect(kept).toMatchObject({ incompleteFields: [], isActive: true, salaryMin: 60_000, salaryMax: 70_000 });
  });

  it("lists the job once the board itself gives the pay", async () => {
    const { source, token } = await employerSource("lever", [
      { id: "lv-1", title: "Drill and Blast Operator", location: "Perth, WA", country: "AU" },
    ]);
    await syncSource(t.db, source.id);
    expect(await listedOf(source.id)).toEqual([]);
    standIn.boards.lever.set(token, [
      {
        id: "lv-1",
        title: "Drill and Blast Operator",
        location: "Perth, WA",
        country: "AU",
        pay: { min: 197_000, max: 236_400, currency: "AUD" },
      },
    ]);
    expect(await syncSource(t.db, source.id)).toEqual({ created: 0, updated: 1, closed: 0, incomplete: 0, refused: 0 });
    expect(await listedOf(source.id)).toEqual(["lv-1"]);
    const [job] = await sourceJobs(source.id);
    expect(job).toMatchObject({ salaryMin: 100_000, salaryMax: 120_000, applicationUrl: "https://jobs.lever.co/pilbara/lv-1/apply" });
  });
});

describe("the allowance", () => {
  it("refuses and records the new jobs past it", async () => {
    const postings = [1, 2, 3].map((i) => ({ ...WELDER, id: `50${i}`, title: `Subsea Welder ${i}` }));
    const { source } = await employerSource("greenhouse", postings, 2);
    expect(await syncSource(t.db, source.id)).toMatchObject({ created: 2, refused: 1 });
    const refusals = await t.db.select().from(jobRefusals).where(eq(jobRefusals.sourceId, source.id));
    expect(refusals).toEqual([
      expect.objectContaining({ rule: "allowance", externalReference: "503", message: "Over this source's allowance of 2 live jobs" }),
    ]);
    expect(await sourceJobs(source.id)).toHaveLength(2);
    // The next hour's sync refuses it again, and the admin's list does not grow by it.
    expect(await syncSource(t.db, source.id)).toMatchObject({ created: 0, refused: 1 });
    expect(await t.db.select().from(jobRefusals).where(eq(jobRefusals.sourceId, source.id))).toHaveLength(1);
  });

  it("admits nothing at 0", async () => {
    const { source } = await employerSource("greenhouse", [CRANE], 0);
    expect(await syncSource(t.db, source.id)).toMatchObject({ created: 0, refused: 1 });
  });
});

describe("a board that fails", () => {
  it.each([
    ["500", /answered 500/],
    ["bad-json", /not JSON/],
    ["wrong-shape", /not in the shape expected/],
    ["stall", /did not answer/],
  ] as const)("%s: recorded on the source and its run, thrown, and the jobs stay as they were", async (failure, message) => {
    const { source } = await employerSource("greenhouse", [CRANE, WELDER]);
    await syncSource(t.db, source.id);
    const before = await sourceJobs(source.id);
    standIn.state.failure = failure;
    await expect(syncSource(t.db, source.id, { timeoutMs: 500 })).rejects.toMatchObject({
      status: 503,
      message: expect.stringMatching(message),
    });
    expect(await sourceJobs(source.id)).toEqual(before);
    const [row] = await t.db.select().from(jobSources).where(eq(jobSources.id, source.id));
    expect(row).toMatchObject({ lastRunStatus: "error", createdCount: 2 });
    expect(row!.lastError).toMatch(message);
    const [run] = await t.db
      .select()
      .from(sourceRuns)
      .where(eq(sourceRuns.sourceId, source.id))
      .orderBy(desc(sourceRuns.startedAt))
      .limit(1);
    expect(run).toMatchObject({ status: "error", created: 0 });
    expect(run!.error).toMatch(message);
    // The next good read heals it.
    standIn.state.failure = null;
    await syncSource(t.db, source.id);
    const [healed] = await t.db.select().from(jobSources).where(eq(jobSources.id, source.id));
    expect(healed).toMatchObject({ lastRunStatus: "ok", lastError: null });
  });

  it("a board the ATS does not know (404) names the token", async () => {
    const { source, token } = await employerSource("lever", []);
    standIn.boards.lever.delete(token);
    await expect(syncSource(t.db, source.id)).rejects.toThrow(`check the token '${token}'`);
  });
});

describe("what may be synced", () => {
  it("answers 404 for an unknown source, 409 for a multiposter or a paused source", async () => {
    await expect(syncSource(t.db, crypto.randomUUID())).rejects.toMatchObject({ status: 404 });
    const { source, userId } = await employerSource("greenhouse", [CRANE]);
    await t.db.update(jobSources).set({ pausedAt: new Date() }).where(eq(jobSources.id, source.id));
    await expect(syncSource(t.db, source.id)).rejects.toMatchObject({ status: 409 });
    const [feed] = await t.db
      .insert(jobSources)
      .values({ kind: "multiposter", name: "Feed", userId, username: `feed${n}`, secretHash: "x" })
      .returning();
    await expect(syncSource(t.db, feed!.id)).rejects.toMatchObject({ status: 409 });
  });
});

describe("the hourly run", () => {
  it("queues one sync per unpaused ATS source, once per period, and the queue runs them", async () => {
    const { source } = await employerSource("greenhouse", [{ ...CRANE, id: "880" }]);
    const { source: paused } = await employerSource("lever", [{ id: "lv-p", title: "Cook", location: "Perth, WA", country: "AU" }]);
    await t.db.update(jobSources).set({ pausedAt: new Date() }).where(eq(jobSources.id, paused.id));
    const unpaused = await t.db
      .select({ id: jobSources.id })
      .from(jobSources)
      .where(and(inArray(jobSources.kind, ["greenhouse", "lever", "workable"]), isNull(jobSources.pausedAt)));
    const run = { trigger: "schedule" as const, period: "2030-03-05T07:00:00Z" };
    expect(await queueSourceSyncs(t.db, run)).toEqual({ sources: unpaused.length, queued: unpaused.length });
    expect(await queueSourceSyncs(t.db, run)).toEqual({ sources: unpaused.length, queued: 0 });
    await drainQueue();
    expect((await sourceJobs(source.id)).map((j) => j.externalReference)).toEqual(["880"]);
    expect(await sourceJobs(paused.id)).toEqual([]);
    const [job] = resultRows<{ state: string; output: unknown }>(
      await t.db.execute(
        sql`select state::text as state, output from pgboss.job where name = 'sources.sync' and data->>'sourceId' = ${source.id}`,
      ),
    );
    expect(job).toMatchObject({ state: "completed", output: { created: 1, updated: 0, closed: 0, incomplete: 0, refused: 0 } });
  });
});
