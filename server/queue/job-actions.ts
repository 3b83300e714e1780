// An admin's retry or cancel of one job. The job is locked while its state is checked and changed, so a
// worker finishing it at that moment cannot be overtaken; pg-boss's own statements make the change.
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { resultRows } from "../db/result-rows";
import { conflict, notFound } from "../http/errors";
import { QUEUE_SCHEMA, queueStatements } from "./boss";
import { noteEnqueued } from "./run-signal";
import { sqlExecutor } from "./sql-executor";

type JobState = "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
export type JobActionAnswer = { id: string; kind: string; state: "queued" | "cancelled" };

const IN_WORDS: Record<JobState, string> = {
  created: "waiting to run",
  retry: "waiting for another try",
  active: "running",
  completed: "done",
  cancelled: "cancelled",
  failed: "failed",
};

async function changeLocked(
  db: Db,
  id: string,
  change: (job: { name: string; state: JobState }, tx: Db) => Promise<JobActionAnswer["state"]>,
): Promise<JobActionAnswer> {
  return db.transaction(async (tx) => {
    const [job] = resultRows<{ name: string; state: JobState }>(
      await tx.execute(sql`select name, state::text as state from ${sql.raw(`${QUEUE_SCHEMA}.job`)} where id = ${id} for update`),
    );
    // Jobs done or failed long ago have moved to the archive, where nothing can be run again.
    if (!job) throw notFound("Job not found");
    return { id, kind: job.name, state: await change(job, tx) };
  });
}

/** A failed job gets one more try, a cancelled one is queued again: either with the payload it was queued with. */
export async function retryJob(db: Db, id: string): Promise<JobActionAnswer> {
  const answer = await changeLocked(db, id, async (job, tx) => {
    const executor = { db: sqlExecutor(tx) };
    if (job.state === "failed") await queueStatements.retry(job.name, id, executor);
    else if (job.state === "cancelled") await queueStatements.resume(job.name, id, executor);
    else throw conflict(`Only a failed or cancelled job can be retried: this one is ${IN_WORDS[job.state]}`);
    return "queued";
  });
  // Where no worker polls, the job runs after this request's answer, as a newly queued one does.
  noteEnqueued();
  return answer;
}

/** A job that waits to run, or to be tried again, is cancelled; it stays visible and can be retried. */
export async function cancelJob(db: Db, id: string): Promise<JobActionAnswer> {
  return changeLocked(db, id, async (job, tx) => {
    if (job.state !== "created" && job.state !== "retry")
      throw conflict(`Only a job waiting to run can be cancelled: this one is ${IN_WORDS[job.state]}`);
    await queueStatements.cancel(job.name, id, { db: sqlExecutor(tx) });
    return "cancelled";
  });
}
