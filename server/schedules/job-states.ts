// A queued job's state and outcome as pg-boss keeps them (the live table, then its archive for a while):
// what an answer about a run may show. Only a failure's message is shown, never its stack or payload.
import "server-only";
import type { Db } from "../db/client";
import { queueStatements } from "../queue/boss";
import type { JobKind } from "../queue/kinds";
import { sqlExecutor } from "../queue/sql-executor";
import type { TaskResult } from "./tasks";

export type JobState = "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
/** `result`: what a finished task answered (a mail job answers nothing). */
export type JobOutcome = { state: JobState | null; result: TaskResult | null; error: string | null };

const FINISHED: (JobState | null)[] = ["completed", "cancelled", "failed", null];

/** state null: the job is no longer kept (done jobs are archived after a day and deleted after a week). */
export async function jobOutcome(db: Db, kind: JobKind, id: string): Promise<JobOutcome> {
  const job = await queueStatements.getJobById<unknown>(kind, id, { db: sqlExecutor(db), includeArchive: true });
  const state = (job?.state ?? null) as JobState | null;
  const output = (job?.output ?? null) as (TaskResult & { message?: unknown }) | null;
  return {
    state,
    result: state === "completed" ? output : null,
    error: (state === "failed" || state === "retry") && typeof output?.message === "string" ? output.message : null,
  };
}

/** Waits until every job has finished (run here or by a worker elsewhere) or the deadline passes. */
export async function waitForJobs(db: Db, jobs: { kind: JobKind; id: string }[], deadline: number): Promise<void> {
  for (const job of jobs) {
    while (Date.now() < deadline && !FINISHED.includes((await jobOutcome(db, job.kind, job.id)).state)) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
