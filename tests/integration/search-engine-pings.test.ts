// Search engines are told of every change to a job's page through a `search-engines.notify` job queued in
// the change's own transaction: each place a job is published, listed again, edited, closed, taken down or
// deleted queues the right notice (its page updated if it is on the board after, deleted if it left it,
// nothing if it was hidden throughout); a change rolled back queues nothing; with no engine configured,
// nothing is queued at all. Then the job itself, against local stand-ins of both engines.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as confirmDemo } from "@/app/api/payments/demo/confirm/route";
import { DELETE as deleteOwnAccount } from "@/app/api/user/route";
import { POST as extend } from "@/app/api/user/jobs/[id]/extend/route";
import { POST as confirmExtension } from "@/app/api/user/jobs/[id]/extend/confirm/route";
import { employerJobEditSchema } from "@/lib/schemas/employer-jobs";
import { ensureAdmin } from "@/server/accounts/ensure-admin";
import { indexingQuota, jobs, payments, users } from "@/server/db/schema";
import { importJobsCsv } from "@/server/imports/import-jobs-csv";
import { deleteJob, setApplicationUrl, updateJob } from "@/server/jobs/admin-jobs";
import { archiveEmployerJob, editEmployerJob, reactivateEmployerJob } from "@/server/jobs/employer-jobs";
import { takeDownInTx } from "@/server/jobs/takedowns";
import { jobTransaction } from "@/server/jobs/job-write/job-transaction";
import { checkJobLink } from "@/server/links/job-link-checks";
import { recordPaymentIssue } from "@/server/payments/payment-issues";
import { runJob } from "@/server/queue/handlers";
import { getAuth } from "@/server/runtime";
import { jobPageUrls } from "@/server/search-engines/search-engine-urls";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { daysFromNow, insertJob } from "../support/factories";
import { jobDraft } from "../support/job-drafts";
import { CARD, postPaidJob } from "../support/paid-job";
import { drainQueue } from "../support/queue";
import { startSearchEngineStandIns, testServiceAccount, type StandIns } from "../support/search-engine-stand-ins";
import { configureSearchEngines, forgetNotices, INDEXNOW_TEST_KEY, noticeJobs, told } from "../support/search-engine-notices";
import { withTestDatabase } from "../support/test-db";

const t = withTestDatabase();
const account = testServiceAccount();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const page = (id: string) => jobPageUrls([id])[0];
const edit = () => employerJobEditSchema.parse(jobDraft({ title: "Blast Hole Driller" }));
const updated = (...ids: string[]) => [{ updated: ids.map(page).sort(), deleted: [] }];
const deleted = (...ids: string[]) => [{ updated: [], deleted: ids.map(page).sort() }];
let standIns: StandIns;
let adminId: string;

beforeAll(async () => {
  standIns = await startSearchEngineStandIns(account.publicKey);
  await ensureAdmin(t.db, await getAuth(), { username: "pings_admin", email: "pings-admin@outpost.example", password: "pings-pass-9" });
  [{ id: adminId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, "pings_admin"));
});
afterAll(() => standIns.close());
beforeEach(async () => {
  standIns.reset();
  configureSearchEngines(standIns, account.credentials);
  // Sign-ups drain the queue: what earlier tests queued has run by now, and is forgotten here.
  await drainQueue();
  await forgetNotices(t.db);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const paidJob = (employer: { cookie: string }, overrides: Record<string, unknown> = {}) => postPaidJob(employer.cookie, overrides);

describe("publishing", () => {
  it("a paid job open today is announced; one that opens later waits for the sweep", async () => {
    const employer = await signUp();
    await forgetNotices(t.db);
    const open = await paidJob(employer);
    expect(await told(t.db)).toEqual(updated(open.id));
    await forgetNotices(t.db);
    await paidJob(employer, { applicationStartDate: day(3), applicationClosingDate: day(20) });
    expect(await told(t.db)).toEqual([]);
  });

  it("a CSV import announces the jobs it created and those it updated, in one notice", async () => {
    const csv = (title: string) =>
      [
        "job_title,company_name,location,salary,category,job_description,link_status,application_url",
        `${title},Pings Drilling,North Sea,£90000,oil-gas,Derrick work,OK,https://pings.example/derrick`,
        `Roustabout,Pings Drilling,North Sea,£60000,oil-gas,Deck work,OK,https://pings.example/roustabout`,
      ].join("\n");
    await importJobsCsv(t.db, csv("Derrickman"), { skipWarnings: true });
    const imported = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.company, "Pings Drilling"));
    expect(await told(t.db)).toEqual(updated(...imported.map((job) => job.id)));

    await forgetNotices(t.db);
    await importJobsCsv(t.db, csv("Senior Derrickman"), { skipWarnings: true });
    expect(await told(t.db)).toEqual(updated(...imported.map((job) => job.id)));
  });
});

describe("listing again", () => {
  it("an extension of an archived job lists it again and says so", async () => {
    const employer = await signUp();
    const { id } = await paidJob(employer);
    await t.db.update(jobs).set({ isActive: false, archivedAt: new Date() }).where(eq(jobs.id, id));
    await forgetNotices(t.db);
    const started = await call(extend, `/api/user/jobs/${id}/extend`, {
      cookie: employer.cookie,
      params: { id },
      body: { planType: "professional", applicationClosingDate: day(60) },
    });
    const { paymentIntentId } = (await started.json()) as { paymentIntentId: string };
    await call(confirmDemo, "/api/payments/demo/confirm", { cookie: employer.cookie, body: { paymentIntentId, cardNumber: CARD } });
    const done = await call(confirmExtension, `/api/user/jobs/${id}/extend/confirm`, {
      cookie: employer.cookie,
      params: { id },
      body: { paymentIntentId },
    });
    expect(done.status).toBe(200);
    expect(await told(t.db)).toEqual(updated(id));
  });

  it("archiving says the page is gone, reactivating that it is back", async () => {
    const employer = await signUp();
    const job = await insertJob(t.db, { employerId: employer.id });
    await archiveEmployerJob(t.db, employer.id, job.id);
    expect(await told(t.db)).toEqual(deleted(job.id));
    await forgetNotices(t.db);
    await reactivateEmployerJob(t.db, employer.id, job.id);
    expect(await told(t.db)).toEqual(updated(job.id));
  });

  it("an admin's takedown says gone and the Active switch back on says updated", async () => {
    const job = await insertJob(t.db);
    await updateJob(t.db, job.id, { isActive: false, takedownReason: "Scam" }, adminId);
    expect(await told(t.db)).toEqual(deleted(job.id));
    await forgetNotices(t.db);
    await updateJob(t.db, job.id, { isActive: true, title: "Rope Access Supervisor" }, adminId);
    // One notice, from the listing again, of the job as edited.
    expect(await told(t.db)).toEqual(updated(job.id));
  });
});

describe("edits", () => {
  it("an edit of a listed job says updated; of a hidden or expired one, nothing", async () => {
    const employer = await signUp();
    const listed = await insertJob(t.db, { employerId: employer.id });
    const hidden = await insertJob(t.db, { employerId: employer.id, isActive: false, archivedAt: new Date() });
    const expired = await insertJob(t.db, { employerId: employer.id, expiresAt: daysFromNow(-1), applicationClosingDate: daysFromNow(-1) });
    for (const id of [listed.id, hidden.id, expired.id]) {
      await updateJob(t.db, id, { title: "Blast Hole Driller" }, adminId);
      await editEmployerJob(t.db, employer.id, id, edit());
      await setApplicationUrl(t.db, id, "https://pings.example/apply");
    }
    expect(await told(t.db)).toEqual([...updated(listed.id), ...updated(listed.id), ...updated(listed.id)]);
  });

  it("an admin's edit that closes the window says the page is gone", async () => {
    const job = await insertJob(t.db);
    await updateJob(t.db, job.id, { applicationClosingDate: daysFromNow(-1) }, adminId);
    expect(await told(t.db)).toEqual(deleted(job.id));
  });

  it("another employer's edit is refused and queues nothing", async () => {
    const [owner, stranger] = [await signUp(), await signUp()];
    const job = await insertJob(t.db, { employerId: owner.id });
    await forgetNotices(t.db);
    await expect(editEmployerJob(t.db, stranger.id, job.id, edit())).rejects.toMatchObject({ status: 404 });
    expect(await told(t.db)).toEqual([]);
  });
});

describe("closing, taking down and deleting", () => {
  it("deleting an account says each of its listed jobs is gone, not the ones already off", async () => {
    const employer = await signUp();
    const listed = await insertJob(t.db, { employerId: employer.id });
    await insertJob(t.db, { employerId: employer.id, expiresAt: daysFromNow(-2), applicationClosingDate: daysFromNow(-2) });
    await forgetNotices(t.db);
    const res = await call(deleteOwnAccount, "/api/user", {
      method: "DELETE",
      cookie: employer.cookie,
      body: { currentPassword: "s3cret-pass" },
    });
    expect(res.status).toBe(200);
    expect(await told(t.db)).toEqual(deleted(listed.id));
  });

  it("a refund takes the job down and says so; a won dispute changes nothing", async () => {
    const employer = await signUp();
    const paid = await paidJob(employer);
    const won = await paidJob(employer);
    await t.db.update(payments).set({ provider: "stripe" });
    await forgetNotices(t.db);
    await jobTransaction(t.db, (write) => recordPaymentIssue(write, won.paymentIntentId, "dispute_won"));
    expect(await told(t.db)).toEqual([]);
    await jobTransaction(t.db, (write) => recordPaymentIssue(write, paid.paymentIntentId, "refunded"));
    expect(await told(t.db)).toEqual(deleted(paid.id));
  });

  it("an apply link bad twice hides the job, when the operator chose so, and says it is gone", async () => {
    vi.stubEnv("LINK_CHECK_HIDE_BROKEN", "true");
    const job = await insertJob(t.db, { applicationUrl: `${standIns.url}/no-such-page` });
    const local = { allowHosts: ["127.0.0.1"], allowOnly: false, timeoutMs: 2_000 };
    await checkJobLink(t.db, job.id, local);
    expect(await told(t.db)).toEqual([]);
    await checkJobLink(t.db, job.id, local);
    expect(await told(t.db)).toEqual(deleted(job.id));
  });

  it("an admin's delete of a listed job says gone; of a hidden one, nothing", async () => {
    const listed = await insertJob(t.db);
    const hidden = await insertJob(t.db, { isActive: false });
    await deleteJob(t.db, listed.id);
    await deleteJob(t.db, hidden.id);
    expect(await told(t.db)).toEqual(deleted(listed.id));
  });
});

describe("what is not committed, or not configured", () => {
  it("a change rolled back queues nothing", async () => {
    const job = await insertJob(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await jobTransaction(tx, (write) => takeDownInTx(write, { jobId: job.id, reason: "Scam", adminId }));
        expect(await told(tx)).toEqual(deleted(job.id));
        throw new Error("The request failed after the takedown");
      }),
    ).rejects.toThrow("failed after");
    expect(await told(t.db)).toEqual([]);
    expect((await t.db.select({ isActive: jobs.isActive }).from(jobs).where(eq(jobs.id, job.id)))[0].isActive).toBe(true);
  });

  it("with no engine configured, no change queues anything", async () => {
    vi.unstubAllEnvs();
    const employer = await signUp();
    await paidJob(employer);
    const job = await insertJob(t.db, { employerId: employer.id });
    await editEmployerJob(t.db, employer.id, job.id, edit());
    await archiveEmployerJob(t.db, employer.id, job.id);
    await deleteJob(t.db, job.id);
    expect(await noticeJobs(t.db)).toEqual([]);
  });
});

describe("the notice's job", () => {
  const notice = (over: Record<string, unknown> = {}) => ({ updated: [page("a1")], deleted: [page("b2")], ...over });
  const run = (data: unknown, id = crypto.randomUUID()) => runJob(t.db, "search-engines.notify", { id, data });

  it("tells IndexNow (with the key and its location) and Google (updated, then deleted, with a token)", async () => {
    expect(await run(notice())).toEqual({ retries: 0 });
    expect(standIns.indexNow.map((r) => JSON.parse(r.body))).toEqual([
      {
        host: "localhost:3000",
        key: INDEXNOW_TEST_KEY,
        keyLocation: `http://localhost:3000/${INDEXNOW_TEST_KEY}.txt`,
        urlList: [page("a1"), page("b2")],
      },
    ]);
    expect(standIns.batches).toHaveLength(1);
    expect(standIns.batches[0].headers.authorization).toMatch(/^Bearer token-\d+$/);
    expect(standIns.batches[0].parts.map((p) => p.notification)).toEqual([
      { url: page("a1"), type: "URL_UPDATED" },
      { url: page("b2"), type: "URL_DELETED" },
    ]);
    expect(await noticeJobs(t.db)).toEqual([]);
  });

  it("queues an engine's retry at the time it asked for, once however often the job runs", async () => {
    const id = crypto.randomUUID();
    for (let i = 0; i < 2; i++) {
      standIns.behaviour.batchStatuses = [{ status: 429, retryAfter: "120" }];
      const before = Date.now();
      expect(await run(notice(), id)).toEqual({ retries: 1 });
      const [retry, ...more] = await noticeJobs(t.db);
      expect(more).toEqual([]);
      expect(retry.data).toEqual({ ...notice(), engines: ["google"], attempt: 1 });
      expect(retry.startAfter.getTime()).toBeGreaterThanOrEqual(before + 119_000);
      expect(retry.startAfter.getTime()).toBeLessThanOrEqual(Date.now() + 121_000);
    }
    // IndexNow took it: the retry is Google's alone, and tells Google nothing twice when it runs.
    expect(standIns.indexNow).toHaveLength(2);
    const [retry] = await noticeJobs(t.db);
    standIns.reset();
    expect(await run(retry.data)).toEqual({ retries: 0 });
    expect([standIns.indexNow.length, standIns.batches.length]).toEqual([0, 1]);
  });

  it("refuses a payload that is not a notice", async () => {
    await expect(run({ updated: ["not a url"], deleted: [] })).rejects.toThrow();
    await expect(run({ updated: [] })).rejects.toThrow();
  });

  it("unconfigured, tells nobody and queues nothing", async () => {
    vi.unstubAllEnvs();
    expect(await run(notice())).toEqual({ retries: 0 });
    expect([standIns.indexNow.length, standIns.tokens.length, standIns.batches.length]).toEqual([0, 0, 0]);
    expect(await noticeJobs(t.db)).toEqual([]);
  });
});

describe("the shared Google allowance (attack pass finding 8)", () => {
  /** Google's notifications sent so far, by page address. */
  const googleTold = () => standIns.batches.flatMap((b) => b.parts.map((p) => p.notification));
  const announce = async () => {
    await drainQueue();
    return googleTold();
  };
  beforeEach(async () => {
    // Earlier tests of this file drew on today's allowance; each of these starts the day afresh.
    await t.db.delete(indexingQuota);
  });

  it("six edits of one job spend at most one publish; another employer's new job is announced the same day", async () => {
    vi.stubEnv("GOOGLE_INDEXING_DAILY_QUOTA", "3");
    const employer = await signUp();
    const { id } = await paidJob(employer);
    for (let i = 0; i < 6; i++)
      await editEmployerJob(t.db, employer.id, id, employerJobEditSchema.parse(jobDraft({ title: `Blast Hole Driller ${i}` })));
    // The new listing's notice, and none for the edits that followed it within the window.
    expect((await announce()).filter((n) => n.url === page(id))).toEqual([{ url: page(id), type: "URL_UPDATED" }]);

    const other = await signUp();
    const theirs = await paidJob(other);
    expect((await announce()).filter((n) => n.url === page(theirs.id))).toEqual([{ url: page(theirs.id), type: "URL_UPDATED" }]);
    expect((await noticeJobs(t.db)).filter((n) => n.state !== "completed")).toEqual([]);
  });

  it("edits leave a share of the day for new and removed listings", async () => {
    vi.stubEnv("GOOGLE_INDEXING_DAILY_QUOTA", "4");
    const employer = await signUp();
    const listed = [];
    for (let i = 0; i < 4; i++) listed.push(await insertJob(t.db, { employerId: employer.id }));
    for (const job of listed) await editEmployerJob(t.db, employer.id, job.id, edit());
    // Edits may bring the day's count to three of four: the fourth waits for tomorrow.
    expect(await announce()).toHaveLength(3);
    const waiting = (await noticeJobs(t.db)).filter((n) => n.state === "created");
    expect(waiting.flatMap((n) => n.data.updated)).toHaveLength(1);
    expect(waiting[0].startAfter.getTime()).toBeGreaterThan(Date.now());

    const other = await signUp();
    const theirs = await paidJob(other);
    expect((await announce()).filter((n) => n.url === page(theirs.id))).toEqual([{ url: page(theirs.id), type: "URL_UPDATED" }]);
  });
});
