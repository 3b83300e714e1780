// Where no worker polls (QUEUE_WORKERS=off, Vercel): due jobs run after the answer to a request that queued
// some, and whenever something calls runDueJobs, within a time budget.
import "server-only";
import type { Db } from "../db/client";
import { safeErrorText } from "../db/safe-error";
import { afterResponse } from "../http/after-response";
import { getDb } from "../runtime";
import { bossFor } from "./boss";
import { runJob } from "./handlers";
import { jobKinds } from "./kinds";
import { queueState, takeEnqueued, workersRunning } from "./run-signal";

/** What one request's aftermath may spend: well inside a serverless function's own limit. */
const AFTER_RESPONSE_BUDGET_MS = 5_000;
/** Lost jobs are put back and old ones archived at most this often per process, as the workers' upkeep does. */
const MAINTENANCE_EVERY_MS = 15_000;

export type DueJobsRun = { done: number; failed: number };

export async function runDueJobs(db: Db, { budgetMs }: { budgetMs: number }): Promise<DueJobsRun> {
  const { boss } = bossFor(db);
  const deadline = Date.now() + budgetMs;
  if (Date.now() - (queueState.maintainedAt ?? 0) >= MAINTENANCE_EVERY_MS) {
    queueState.maintainedAt = Date.now();
    await boss.maintain();
  }
  const run: DueJobsRun = { done: 0, failed: 0 };
  for (const kind of jobKinds) {
    while (Date.now() < deadline) {
      const [job] = await boss.fetch(kind, { batchSize: 1, includeMetadata: true });
      if (!job) break;
      try {
        const output = await runJob(db, kind, job);
        await boss.complete(kind, job.id, output ?? undefined);
        run.done++;
      } catch (error) {
        // Kept with the job as its last error; the queue's policy decides when it runs again.
        await boss.fail(kind, job.id, error as Error);
        run.failed++;
      }
    }
  }
  return run;
}

/** Called by the route wrapper after each request: without workers here, what it queued runs once it is answered. */
export function runQueuedJobsAfterResponse(): void {
  if (workersRunning() || !takeEnqueued()) return;
  afterResponse(async () => {
    try {
      await runDueJobs(await getDb(), { budgetMs: AFTER_RESPONSE_BUDGET_MS });
    } catch (error) {
      // The jobs stay queued for the next run.
      console.error(`Running queued jobs failed: ${safeErrorText(error)}`);
    }
  });
}
