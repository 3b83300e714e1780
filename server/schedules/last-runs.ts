// What the admin view and the cron routes show of each schedule: its latest run and how that went, and
// whether the current period has been queued yet, so a missed run is visible rather than silent.
import "server-only";
import { desc, eq } from "drizzle-orm";
import { config } from "../config";
import type { Db } from "../db/client";
import { scheduleRuns } from "../db/schema";
import { jobOutcome, type JobOutcome } from "./job-states";
import { currentPeriod } from "./periods";
import { SCHEDULES } from "./schedules";
import type { TaskKind } from "./tasks";

export type LastRun = JobOutcome & {
  schedule: string;
  task: TaskKind;
  currentPeriod: string;
  /** The latest period a run was queued for, when, and as which job; null before the first run. */
  lastPeriod: string | null;
  enqueuedAt: Date | null;
  jobId: string | null;
  /** False while the current period has no run queued: the ticks have not reached it, or none came. */
  currentQueued: boolean;
};

export async function lastRuns(db: Db, now: Date = new Date()): Promise<LastRun[]> {
  return Promise.all(
    SCHEDULES.map(async (schedule) => {
      const [latest] = await db
        .select()
        .from(scheduleRuns)
        .where(eq(scheduleRuns.schedule, schedule.name))
        .orderBy(desc(scheduleRuns.enqueuedAt))
        .limit(1);
      const current = currentPeriod(schedule, now, config().queue.schedulePeriodSeconds).key;
      const outcome: JobOutcome = latest?.jobId
        ? await jobOutcome(db, schedule.task, latest.jobId)
        : { state: null, result: null, error: null };
      return {
        schedule: schedule.name,
        task: schedule.task,
        currentPeriod: current,
        lastPeriod: latest?.period ?? null,
        enqueuedAt: latest?.enqueuedAt ?? null,
        jobId: latest?.jobId ?? null,
        currentQueued: latest?.period === current,
        ...outcome,
      };
    }),
  );
}
