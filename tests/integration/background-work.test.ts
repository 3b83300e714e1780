// The admin view of the job queue on the database itself (PGlite here, Postgres with TEST_DATABASE_URL):
// counts by kind and state, each schedule's last run, failed jobs with a scrubbed last error and a summary that
// never quotes the mail, and an admin's retry (the original mail goes out) and cancel. Mail goes to a local
// Resend stand-in.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "@/server/db/result-rows";
import { queueMail } from "@/server/mail/queued-mail";
import { backgroundWork } from "@/server/queue/background-work";
import { bossFor } from "@/server/queue/boss";
import { enqueue } from "@/server/queue/enqueue";
import { cancelJob, retryJob } from "@/server/queue/job-actions";
import { runDueJobs } from "@/server/queue/without-workers";
import { queueDueSchedules } from "@/server/schedules/due-schedules";
import { SCHEDULES } from "@/server/schedules/schedules";
import { backgroundWorkQuerySchema } from "@/lib/schemas/background-work";
import { resendStandInForFile } from "../support/resend-stand-in";
import { withTestDatabase } from "../support/test-db";

const t = withTestDatabase();
const resend = resendStandInForFile();

const TOKEN = "Zq3kP9x_7LmN2vB8cD4eF6gH1jK5lM0nO-pQrStUvWx";
const resetMail = (to: string) => ({
  to,
  subject: "Reset your Outpost password",
  text: `Open this link within an hour:\n\nhttp://localhost:3000/reset-password?token=${TOKEN}`,
  html: `<p><a href="http://localhost:3000/reset-password?token=${TOKEN}">Reset my password</a></p>`,
});

const view = (query: Record<string, string> = {}) => backgroundWork(t.db, backgroundWorkQuerySchema.parse(query));
const mailCounts = async () => (await view()).kinds.find((k) => k.kind === "mail.send");

async function jobIdTo(to: string): Promise<string> {
  const [row] = resultRows<{ id: string }>(await t.db.execute(sql`select id from pgboss.job where data->>'to' = ${to}`));
  return row.id;
}

/** Queues a mail not due for an hour: it waits while other jobs run. */
async function waitingMailTo(to: string): Promise<string> {
  await enqueue(t.db, "mail.send", resetMail(to), { startAfter: new Date(Date.now() + 3_600_000) });
  return jobIdTo(to);
}

/** Queues a mail whose first failure is its last, and runs it while the provider fails quoting the request. */
async function failedMailTo(to: string): Promise<string> {
  await queueMail(t.db, resetMail(to));
  const id = await jobIdTo(to);
  await t.db.execute(sql`update pgboss.job set retry_limit = 0 where id = ${id}`);
  resend().setMode("leaky");
  expect(await runDueJobs(t.db, { budgetMs: 5_000 })).toEqual({ done: 0, failed: 1 });
  return id;
}

describe("background work: counts and failures", () => {
  it("counts each kind's jobs by state, done ones from the live table and the archive within seven days", async () => {
    expect(await mailCounts()).toEqual({ kind: "mail.send", label: "Email", queued: 0, running: 0, failed: 0, done: 0 });
    resend().setMode("up");
    await queueMail(t.db, resetMail("done-archived@example.com"));
    await queueMail(t.db, resetMail("done-live@example.com"));
    expect(await runDueJobs(t.db, { budgetMs: 5_000 })).toEqual({ done: 2, failed: 0 });
    const waiting = await waitingMailTo("waiting@example.com");
    await failedMailTo("failed-for-good@example.com");
    expect(await mailCounts()).toMatchObject({ queued: 1, running: 0, failed: 1, done: 2 });

    // A done job leaves the live table after a day: it is still counted from the archive…
    const archived = await jobIdTo("done-archived@example.com");
    await t.db.execute(sql`update pgboss.job set completed_on = now() - interval '2 days' where id = ${archived}`);
    await bossFor(t.db).boss.maintain();
    expect(resultRows(await t.db.execute(sql`select 1 from pgboss.archive where id = ${archived}`))).toHaveLength(1);
    expect(await mailCounts()).toMatchObject({ queued: 1, failed: 1, done: 2 });
    // …until it is older than the window.
    await t.db.execute(sql`update pgboss.archive set completed_on = now() - interval '8 days' where id = ${archived}`);
    expect(await mailCounts()).toMatchObject({ done: 1 });
    await cancelJob(t.db, waiting);
  });

  it("keeps a failure's last error without the key, token or address the provider quoted, and summarises the mail", async () => {
    const id = await failedMailTo("jane.doe@example.com");
    const [stored] = resultRows<{ output: { message: string } }>(await t.db.execute(sql`select output from pgboss.job where id = ${id}`));
    const failure = (await view()).failed.find((job) => job.id === id);
    expect(failure).toMatchObject({
      kind: "mail.send",
      state: "failed",
      retryCount: 0,
      summary: "To j***@example.com: Reset your Outpost password",
    });
    expect(failure?.lastError).toMatch(/^Error: Resend refused the message: 500 /);
    // Neither the row pg-boss keeps nor what the view answers holds any of them.
    for (const text of [JSON.stringify(stored.output), failure?.lastError, failure?.summary]) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(resend().apiKey);
      expect(text).not.toContain("jane.doe@");
    }
    expect(JSON.stringify(failure)).not.toContain("reset-password?token=Z");
  });

  it("lists failed, retrying and cancelled jobs newest first, a page at a time", async () => {
    const all = (await view()).failed;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const times = all.map((job) => Date.parse(job.failedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.map((job) => job.state))).toEqual(new Set(["failed", "cancelled"]));

    const first = await view({ limit: "2" });
    expect(first.failed.map((job) => job.id)).toEqual(all.slice(0, 2).map((job) => job.id));
    expect(first.next).toEqual(expect.any(String));
    const second = await view({ limit: "2", cursor: first.next! });
    expect(second.failed.map((job) => job.id)).toEqual(all.slice(2, 4).map((job) => job.id));
    expect(() => backgroundWorkQuerySchema.parse({ cursor: "bm90LWEtY3Vyc29y" })).toThrow("cursor is not valid");
  });
});

describe("background work: retry and cancel", () => {
  it("runs a failed mail again with its original content once the provider is back", async () => {
    const id = await failedMailTo("retry-me@example.com");
    resend().setMode("up");
    // Failed stays failed until someone retries it.
    expect(await runDueJobs(t.db, { budgetMs: 1_000 })).toEqual({ done: 0, failed: 0 });
    expect(await retryJob(t.db, id)).toEqual({ id, kind: "mail.send", state: "queued" });
    expect(await runDueJobs(t.db, { budgetMs: 5_000 })).toEqual({ done: 1, failed: 0 });
    const sent = resend().delivered.filter((m) => m.to.includes("retry-me@example.com"));
    expect(sent).toEqual([expect.objectContaining({ subject: resetMail("x").subject, text: resetMail("x").text, key: `job/${id}` })]);
    expect((await view()).failed.some((job) => job.id === id)).toBe(false);
  });

  it("cancels a job waiting for another try, and runs it again on retry", async () => {
    await queueMail(t.db, resetMail("cancel-me@example.com"));
    const id = await jobIdTo("cancel-me@example.com");
    resend().setMode("down");
    expect(await runDueJobs(t.db, { budgetMs: 5_000 })).toEqual({ done: 0, failed: 1 });
    expect((await view()).failed.find((job) => job.id === id)).toMatchObject({ state: "retrying" });

    expect(await cancelJob(t.db, id)).toEqual({ id, kind: "mail.send", state: "cancelled" });
    await t.db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where id = ${id}`);
    resend().setMode("up");
    expect(await runDueJobs(t.db, { budgetMs: 1_000 })).toEqual({ done: 0, failed: 0 });
    expect((await view()).failed.find((job) => job.id === id)).toMatchObject({ state: "cancelled" });

    expect(await retryJob(t.db, id)).toMatchObject({ state: "queued" });
    expect(await runDueJobs(t.db, { budgetMs: 5_000 })).toEqual({ done: 1, failed: 0 });
    expect(resend().delivered.filter((m) => m.to.includes("cancel-me@example.com"))).toHaveLength(1);
  });

  it("refuses a change the job's state does not allow (409) and an unknown job (404)", async () => {
    const queued = await waitingMailTo("queued@example.com");
    await expect(retryJob(t.db, queued)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/this one is waiting to run/),
    });
    const failed = await failedMailTo("failed-again@example.com");
    await expect(cancelJob(t.db, failed)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/this one is failed/) });
    const unknown = "00000000-0000-4000-8000-000000000000";
    await expect(retryJob(t.db, unknown)).rejects.toMatchObject({ status: 404, message: "Job not found" });
    await expect(cancelJob(t.db, unknown)).rejects.toMatchObject({ status: 404, message: "Job not found" });
    await cancelJob(t.db, queued);
  });
});

describe("background work: the schedules' last runs", () => {
  it("shows every schedule, none run yet, then its current period's run and its job's state as that runs", async () => {
    const before = (await view()).schedules;
    expect(before.map((run) => run.schedule).sort()).toEqual(SCHEDULES.map((s) => s.name).sort());
    for (const run of before) expect(run).toMatchObject({ lastPeriod: null, jobId: null, currentQueued: false, state: null });

    const queued = await queueDueSchedules(t.db);
    const waiting = (await view()).schedules;
    for (const run of waiting) {
      const job = queued.find((q) => q.schedule === run.schedule)!;
      expect(run).toMatchObject({
        lastPeriod: job.period,
        currentPeriod: job.period,
        jobId: job.jobId,
        currentQueued: true,
        missed: false,
        state: "created",
      });
      expect(run.label).toMatch(/\w/);
      expect(Date.parse(run.enqueuedAt!)).toBeGreaterThan(Date.now() - 60_000);
    }

    // Nothing else is due: the waiting mails of earlier tests start in an hour.
    expect(await runDueJobs(t.db, { budgetMs: 10_000 })).toEqual({ done: SCHEDULES.length, failed: 0 });
    const done = (await view()).schedules;
    expect(done.map((run) => run.state)).toEqual(SCHEDULES.map(() => "completed"));
    expect(done.find((run) => run.task === "alerts.send")!.result).toMatchObject({ digest: { sent: 0 }, reminders: { sent: 0 } });
  });
});
