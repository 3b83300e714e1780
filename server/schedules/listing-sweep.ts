// The `listing-changes` schedule's task: the sweep of jobs that left or joined the board by the clock, over
// the span from the previous run's period start to this run's period start. Consecutive runs' spans meet
// end to end, whichever instance runs them and however often one is retried; a run after periods nobody
// ticked in reaches back to the last run there was, so nothing is skipped.
import "server-only";
import { and, desc, eq, lt } from "drizzle-orm";
import { config } from "../config";
import type { Db } from "../db/client";
import { scheduleRuns } from "../db/schema";
import { sweepListingChangesByTime, type ListingSweepSummary } from "../search-engines/sweep-listing-changes";
import { periodLengthMs, periodOfKey } from "./periods";
import { SCHEDULES, type Schedule } from "./schedules";
import type { TaskRun } from "./task-schema";

const schedule = (): Schedule => SCHEDULES.find((s) => s.task === "listings.sweep")!;

/**
 * (since, until]: a scheduled run ends at its period's start (the changes up to it are all past); a
 * by-hand run ends now, and tells early what the next scheduled run will tell again (repeats are harmless).
 * It begins where the latest run before that end began; the first run ever looks one period back.
 */
export async function sweepSpan(db: Db, run: TaskRun, now: Date = new Date()): Promise<{ since: Date; until: Date }> {
  const listingChanges = schedule();
  const override = config().queue.schedulePeriodSeconds;
  const period = run.trigger === "schedule" ? run.period : undefined;
  const until = period ? periodOfKey(listingChanges, period, override).startsAt : now;
  // Keys of one schedule sort as their periods do (a date, or a start to the second).
  const [previous] = await db
    .select({ period: scheduleRuns.period })
    .from(scheduleRuns)
    .where(and(eq(scheduleRuns.schedule, listingChanges.name), period ? lt(scheduleRuns.period, period) : undefined))
    .orderBy(desc(scheduleRuns.period))
    .limit(1);
  const since = previous
    ? periodOfKey(listingChanges, previous.period, override).startsAt
    : new Date(until.getTime() - periodLengthMs(listingChanges, override));
  return { since, until };
}

export async function sweepListingChanges(db: Db, run: TaskRun): Promise<ListingSweepSummary> {
  const { since, until } = await sweepSpan(db, run);
  return sweepListingChangesByTime(db, since, until);
}
