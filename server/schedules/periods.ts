// Which period a moment falls in, for a schedule: the key its run is claimed under in schedule_runs.
import "server-only";
import type { Schedule } from "./schedules";

const DAY_SECONDS = 86_400;
const HOUR_MS = 3_600_000;

export type Period = { key: string; startsAt: Date };

/** A period's length; `overrideSeconds` (SCHEDULE_PERIOD_SECONDS) replaces the schedule's own. */
export const periodLengthMs = (schedule: Schedule, overrideSeconds?: number) => (overrideSeconds ?? schedule.everySeconds) * 1000;

/** How far into each period-long stretch since the epoch a period starts: the schedule's UTC hour. */
const offsetMs = (schedule: Schedule, lengthMs: number) => (schedule.startsAtHourUtc * HOUR_MS) % lengthMs;

const isDayLong = (lengthMs: number) => lengthMs % (DAY_SECONDS * 1000) === 0;

/**
 * The period that holds `now`: periods of `everySeconds` starting at the schedule's hour. Whole days are
 * keyed by their UTC date ('2026-11-26'); shorter periods by their start to the second.
 * `overrideSeconds` (SCHEDULE_PERIOD_SECONDS) replaces the length; the same arithmetic serves both.
 */
export function currentPeriod(schedule: Schedule, now: Date, overrideSeconds?: number): Period {
  const lengthMs = periodLengthMs(schedule, overrideSeconds);
  const offset = offsetMs(schedule, lengthMs);
  const startsAt = new Date(Math.floor((now.getTime() - offset) / lengthMs) * lengthMs + offset);
  const iso = startsAt.toISOString();
  const key = isDayLong(lengthMs) ? iso.slice(0, 10) : `${iso.slice(0, 19)}Z`;
  return { key, startsAt };
}

/** The period a key names, by the same arithmetic: a date's period starts at the schedule's hour that day. */
export function periodOfKey(schedule: Schedule, key: string, overrideSeconds?: number): Period {
  const lengthMs = periodLengthMs(schedule, overrideSeconds);
  const startsAt = Date.parse(key) + (isDayLong(lengthMs) ? offsetMs(schedule, lengthMs) : 0);
  if (Number.isNaN(startsAt)) throw new Error(`Not a period's key: ${key}`);
  return currentPeriod(schedule, new Date(startsAt), overrideSeconds);
}
