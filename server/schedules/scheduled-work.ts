// What every /api/cron/* route does (Vercel Cron, or anything else that calls them): the same tick as the
// workers' scheduler (each period's run queued once, however many callers), then the due jobs, within the
// route's time budget; it answers what it queued and ran, and where each schedule stands.
import "server-only";
import type { Db } from "../db/client";
import type { DueJobsRun } from "../queue/without-workers";
import { queueDueSchedules, type QueuedRun } from "./due-schedules";
import { lastRuns, type LastRun } from "./last-runs";
import { seeJobsThrough } from "./run-jobs-here";

export type ScheduledWork = { queued: QueuedRun[]; ran: DueJobsRun; schedules: LastRun[] };

export async function runScheduledWork(db: Db, { budgetMs }: { budgetMs: number }): Promise<ScheduledWork> {
  const deadline = Date.now() + budgetMs;
  const queued = await queueDueSchedules(db);
  const ran = await seeJobsThrough(
    db,
    queued.map((run) => ({ kind: run.task, id: run.jobId })),
    deadline,
  );
  return { queued, ran, schedules: await lastRuns(db) };
}
