// The tick every worker process runs every SCHEDULE_TICK_MS, and every cron route runs once: for each
// schedule whose current period has no run yet, claim the period in schedule_runs and queue the task's
// job in the same transaction, only if the claim's insert won. The primary key (schedule, period) lets
// one insert win however many instances and cron calls race, so each period's job is queued exactly once;
// and a period nobody ticked in on time (every instance down at 07:00) is still run when one comes back.
import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { config } from "../config";
import type { Db } from "../db/client";
import { scheduleRuns } from "../db/schema";
import { enqueue } from "../queue/enqueue";
import { currentPeriod } from "./periods";
import { SCHEDULES, type Schedule } from "./schedules";
import type { TaskKind } from "./tasks";

export type QueuedRun = { schedule: string; task: TaskKind; period: string; jobId: string };

async function claimAndQueue(db: Db, schedule: Schedule, period: string): Promise<QueuedRun | undefined> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(scheduleRuns)
      .values({ schedule: schedule.name, period })
      .onConflictDoNothing()
      .returning({ schedule: scheduleRuns.schedule });
    if (!claimed) return undefined;
    // The key is unique to the period, so the queue's one-waiting-job rule never drops it.
    const jobId = await enqueue(
      tx,
      schedule.task,
      { trigger: "schedule", period },
      { singletonKey: `schedule/${schedule.name}/${period}` },
    );
    if (!jobId) throw new Error(`The job queue refused the ${schedule.name} run for ${period}`);
    await tx
      .update(scheduleRuns)
      .set({ jobId })
      .where(and(eq(scheduleRuns.schedule, schedule.name), eq(scheduleRuns.period, period)));
    return { schedule: schedule.name, task: schedule.task, period, jobId };
  });
}

/** Queues the run of every schedule whose current period has none yet; answers the runs this call queued. */
export async function queueDueSchedules(db: Db, now: Date = new Date()): Promise<QueuedRun[]> {
  const periods = SCHEDULES.map((schedule) => ({
    schedule,
    period: currentPeriod(schedule, now, config().queue.schedulePeriodSeconds).key,
  }));
  // Most ticks find every period claimed: one read, and no transaction, tells them so.
  const claimed = await db
    .select({ schedule: scheduleRuns.schedule, period: scheduleRuns.period })
    .from(scheduleRuns)
    .where(inArray(scheduleRuns.period, [...new Set(periods.map((p) => p.period))]));
  const queued: QueuedRun[] = [];
  for (const { schedule, period } of periods) {
    if (claimed.some((row) => row.schedule === schedule.name && row.period === period)) continue;
    const run = await claimAndQueue(db, schedule, period);
    if (run) queued.push(run);
  }
  return queued;
}
