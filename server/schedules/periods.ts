// Which period a moment falls in, for a schedule: the key its run is claimed under in schedule_runs.
import "server-only";
import type { Schedule } from "./schedules";

const DAY_SECONDS = 86_400;

export type Period = { key: string; startsAt: Date };

/**
 * The period that holds `now`: periods of `everySeconds` starting at the schedule's hour. Whole days are
 * keyed by their UTC date ('2026-11-26'); shorter periods, which only tests use, by their start to the second.
 * `overrideSeconds` (SCHEDULE_PERIOD_SECONDS) replaces the length; the same arithmetic serves both.
 */
export function currentPeriod(schedule: Schedule, now: Date, overrideSeconds?: number): Period {
  const lengthMs = (overrideSeconds ?? schedule.everySeconds) * 1000;
  const offsetMs = (schedule.startsAtHourUtc * 3_600_000) % lengthMs;
  const startsAt = new Date(Math.floor((now.getTime() - offsetMs) / lengthMs) * lengthMs + offsetMs);
  const iso = startsAt.toISOString();
  const key = lengthMs % (DAY_SECONDS * 1000) === 0 ? iso.slice(0, 10) : `${iso.slice(0, 19)}Z`;
  return { key, startsAt };
}
