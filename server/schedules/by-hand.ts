// A task run by hand (`npm run alerts:send` and friends, or POST /api/cron/background-work/runs): queued
// like any job, for the workers of a live server to run. Its queue keeps one waiting job per key, so two
// by-hand runs asked for at once are one run.
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { resultRows } from "../db/result-rows";
import { enqueue } from "../queue/enqueue";
import { jobOutcome, type JobOutcome } from "./job-states";
import { seeJobsThrough } from "./run-jobs-here";
import type { TaskKind } from "./tasks";

const BY_HAND = "by-hand";
/** Each refusal means a waiting run that started a moment later; a few in a row would mean something else. */
const ATTEMPTS = 3;

export type ByHandRun = JobOutcome & { task: TaskKind; jobId: string };

async function waitingRun(db: Db, task: TaskKind): Promise<string | undefined> {
  const rows = resultRows<{ id: string }>(
    await db.execute(sql`select id from pgboss.job where name = ${task} and singleton_key = ${BY_HAND} and state = 'created' limit 1`),
  );
  return rows[0]?.id;
}

/** Answers the job's id: a new one, or the by-hand run of this task already waiting. */
export async function queueByHand(db: Db, task: TaskKind): Promise<string> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const id = (await enqueue(db, task, { trigger: "by-hand" }, { singletonKey: BY_HAND })) ?? (await waitingRun(db, task));
    // Refused as a duplicate, and the waiting one started in between: ask again.
    if (id) return id;
  }
  throw new Error(`The job queue refused a by-hand ${task} run`);
}

/** Queues the run and, when asked to wait, sees it through within the budget; answers where it stands. */
export async function runByHand(db: Db, task: TaskKind, { wait, budgetMs }: { wait: boolean; budgetMs: number }): Promise<ByHandRun> {
  const jobId = await queueByHand(db, task);
  if (wait) await seeJobsThrough(db, [{ kind: task, id: jobId }], Date.now() + budgetMs);
  return { task, jobId, ...(await jobOutcome(db, task, jobId)) };
}
