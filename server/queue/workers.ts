// The in-process workers of a long-running server (`npm start`, `next start`): started once the database
// is open, stopped on SIGTERM after the jobs they hold have finished or been given back.
import "server-only";
import type { Db } from "../db/client";
import { bossFor } from "./boss";
import { runJob } from "./handlers";
import { JOB_KINDS, jobKinds } from "./kinds";
import { queueState } from "./run-signal";

/** A job queued while the queue is idle starts within about this long (and each worker polls this often). */
const POLLING_INTERVAL_SECONDS = 1;

export async function startWorkers(db: Db): Promise<void> {
  if (queueState.stopWorkers) return;
  const { boss, settled } = bossFor(db);
  await boss.start();
  for (const kind of jobKinds) {
    for (let i = 0; i < JOB_KINDS[kind].workers; i++) {
      await boss.work(kind, { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS, batchSize: 1, includeMetadata: true }, async ([job]) =>
        runJob(db, kind, job),
      );
    }
  }
  queueState.stopWorkers = async (timeoutMs) => {
    // Takes no new jobs at once, waits for the held ones up to the bound, then fails what is left so it
    // is retried (by this or another process) rather than waiting for its expiry.
    await boss.stop({ graceful: true, timeout: timeoutMs, close: false });
    await settled();
    queueState.stopWorkers = undefined;
  };
}

/** Resolves once the workers (if any run here) have stopped. */
export async function stopWorkers(timeoutMs: number): Promise<void> {
  await queueState.stopWorkers?.(timeoutMs);
}
