// What the admin view and the cron routes show of each schedule: its latest run and how that went, and
// whether the current period has been queued yet, so a missed run is visible rather than silent.
import "server-only";
import { desc, eq } from "drizzle-orm";
import { config } from "../config";
import type { Db } from "../db/client";
import { scheduleRuns } from "../db/schema";
import { kindLabel } from "../queue/job-summaries";
import { jobOutcome, type JobOutcome } from "./job-states";
import { currentPeriod } from "./periods";
import { SCHEDULES } from "./schedules";
import type { TaskKind } from "./tasks";

/**
 * Instances with workers tick every SCHEDULE_TICK_MS and Vercel's cron calls the background-work route
 * often (vercel.json): a period still unqueued this long after it began had nobody ticking.
 */
const MISSED_AFTER_MS = 10 * 60_000;

export type LastRun = JobOutcome & {
  schedule: string;
  /** What the schedule does, in words: its task's name in the admin view. */
  label: string;
  task: TaskKind;
  currentPeriod: string;
  currentPeriodStartedAt: Date;
  /** The latest period a run was queued for, when, and as which job; null before the first run. */
  lastPeriod: string | null;
  enqueuedAt: Date | null;
  jobId: string | null;
  /** False while the current period has no run queued: the ticks have not reached it, or none came. */
  currentQueued: boolean;
  /** Not queued long after the period began, later than any tick would come: no instance is ticking. */
  missed: boolean;
};

export async function lastRuns(db: Db, now: Date = new Date()): Promise<LastRun[]> {
  const { schedulePeriodSeconds, scheduleTickMs } = config().queue;
  // Never sooner than a couple of ticks, so a long SCHEDULE_TICK_MS is not taken for a missed run.
  const missedAfterMs = Math.max(MISSED_AFTER_MS, 2 * scheduleTickMs);
  return Promise.all(
    SCHEDULES.map(async (schedule) => {
      const [latest] = await db
        .select()
        .from(scheduleRuns)
        .where(eq(scheduleRuns.schedule, schedule.name))
        .orderBy(desc(scheduleRuns.enqueuedAt))
        .limit(1);
      const current = currentPeriod(schedule, now, schedulePeriodSeconds);
      const currentQueued = latest?.period === current.key;
      const outcome: JobOutcome = latest?.jobId
        ? await jobOutcome(db, schedule.task, latest.jobId)
        : { state: null, result: null, error: null };
      return {
        schedule: schedule.name,
        label: kindLabel(schedule.task),
        task: schedule.task,
        currentPeriod: current.key,
        currentPeriodStartedAt: current.startsAt,
        lastPeriod: latest?.period ?? null,
        enqueuedAt: latest?.enqueuedAt ?? null,
        jobId: latest?.jobId ?? null,
        currentQueued,
        missed: !currentQueued && now.getTime() - current.startsAt.getTime() > missedAfterMs,
        ...outcome,
      };
    }),
  );
}
