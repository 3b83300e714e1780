// The job queue on the database itself (PGlite here, Postgres with TEST_DATABASE_URL): a job exists only if
// its transaction commits, a worker runs it soon, a failure is retried with growing waits, and the last
// failure is kept with the job's content. Mail goes to a local Resend stand-in.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "@/server/db/result-rows";
import { queueMail } from "@/server/mail/queued-mail";
import { runDueJobs } from "@/server/queue/without-workers";
import { startWorkers, stopWorkers } from "@/server/queue/workers";
import { JOB_KINDS } from "@/server/queue/kinds";
import { resendStandInForFile } from "../support/resend-stand-in";
import { withTestDatabase } from "../support/test-db";

const t = withTestDatabase();
const resend = resendStandInForFile();

const mail = (to: string) => ({ to, subject: `For ${to}`, text: "Rotation starts Monday", html: "<p>Rotation starts Monday</p>" });

type JobRow = {
  id: string;
  state: string;
  retry_count: number;
  wait_seconds: number;
  data: { subject: string };
  output: { message?: string } | null;
};

async function jobsTo(to: string): Promise<JobRow[]> {
  const result = await t.db.execute(sql`
    select id, state::text, retry_count, extract(epoch from start_after - now())::float8 as wait_seconds, data, output
    from pgboss.job where name = 'mail.send' and data->>'to' = ${to}`);
  return resultRows<JobRow>(result);
}

/** The clock moving on: the job's next try is due now rather than in a few seconds. */
async function makeDue(id: string): Promise<void> {
  await t.db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where id = ${id}`);
}

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

describe("job queue", () => {
  it("writes a job only when the transaction that queued it commits", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await queueMail(tx, mail("rolled-back@example.com"));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await jobsTo("rolled-back@example.com")).toEqual([]);

    await t.db.transaction((tx) => queueMail(tx, mail("committed@example.com")));
    expect(await jobsTo("committed@example.com")).toMatchObject([{ state: "created" }]);
  });

  it("has a worker send a committed job within two seconds, keyed by the job", async () => {
    resend().setMode("up");
    await startWorkers(t.db);
    try {
      const queuedAt = Date.now();
      await t.db.transaction((tx) => queueMail(tx, mail("worker@example.com")));
      await until(() => resend().delivered.some((m) => m.to.includes("worker@example.com")), 5_000);
      expect(Date.now() - queuedAt).toBeLessThan(2_000);
      const [job] = await jobsTo("worker@example.com");
      expect(resend().delivered.find((m) => m.to.includes("worker@example.com"))?.key).toBe(`job/${job.id}`);
      // The job queued by the first test, never run until workers started, has gone out too.
      await until(() => resend().delivered.some((m) => m.to.includes("committed@example.com")), 3_000);
      expect(resend().delivered.filter((m) => m.to.includes("committed@example.com"))).toHaveLength(1);
    } finally {
      await stopWorkers(1_000);
    }
    expect((await jobsTo("worker@example.com"))[0].state).toBe("completed");
  });

  it("retries a failed send after growing waits, then keeps it as failed with its content and last error", async () => {
    resend().setMode("down");
    await queueMail(t.db, { ...mail("outage@example.com"), idempotencyKey: "outage-test" });
    const { retryLimit, retryDelay } = JOB_KINDS["mail.send"];
    for (let attempt = 0; attempt <= retryLimit; attempt++) {
      const [before] = await jobsTo("outage@example.com");
      await makeDue(before.id);
      expect(await runDueJobs(t.db, { budgetMs: 5_000 })).toEqual({ done: 0, failed: 1 });
      const [job] = await jobsTo("outage@example.com");
      expect(job.output?.message).toMatch(/Resend refused the message: 503/);
      if (attempt < retryLimit) {
        expect(job).toMatchObject({ state: "retry", retry_count: attempt });
        // Exponential backoff with jitter: between one and two times the delay, doubled each try.
        const base = retryDelay * 2 ** attempt;
        expect(job.wait_seconds).toBeGreaterThan(base - 1);
        expect(job.wait_seconds).toBeLessThanOrEqual(2 * base);
        // Not due yet: a run now leaves it alone.
        expect(await runDueJobs(t.db, { budgetMs: 1_000 })).toEqual({ done: 0, failed: 0 });
      } else {
        expect(job).toMatchObject({ state: "failed", retry_count: retryLimit, data: { subject: "For outage@example.com" } });
      }
    }
    expect(resend().calls.get("outage-test")).toBe(retryLimit + 1);
    // The provider is back, but a failed job stays failed until someone retries it.
    resend().setMode("up");
    expect(await runDueJobs(t.db, { budgetMs: 1_000 })).toEqual({ done: 0, failed: 0 });
    expect(resend().delivered.some((m) => m.key === "outage-test")).toBe(false);
  });
});
