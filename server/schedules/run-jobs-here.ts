// How a request sees queued jobs through: where this process has no workers (Vercel, QUEUE_WORKERS=off)
// it runs what is due itself, within the deadline; where workers run, they take the jobs and it waits.
import "server-only";
import type { Db } from "../db/client";
import type { JobKind } from "../queue/kinds";
import { workersRunning } from "../queue/run-signal";
import { runDueJobs, type DueJobsRun } from "../queue/without-workers";
import { waitForJobs } from "./job-states";

export async function seeJobsThrough(db: Db, jobs: { kind: JobKind; id: string }[], deadline: number): Promise<DueJobsRun> {
  const ran: DueJobsRun = { done: 0, failed: 0 };
  // A job may queue others (the digest queues its mails): rounds go on until nothing is due.
  while (!workersRunning() && Date.now() < deadline) {
    const round = await runDueJobs(db, { budgetMs: deadline - Date.now() });
    ran.done += round.done;
    ran.failed += round.failed;
    if (round.done + round.failed === 0) break;
  }
  await waitForJobs(db, jobs, deadline);
  return ran;
}
