// The board's periodic work. Each schedule runs its task once per period, on whichever instance notices
// first that the period has begun (server/schedules/due-schedules.ts); daily periods start at a UTC hour.
import "server-only";
import type { TaskKind } from "./tasks";

export type Schedule = {
  name: string;
  task: TaskKind;
  /** The period's length, and the UTC hour each period starts at. */
  everySeconds: number;
  startsAtHourUtc: number;
};

const DAY_SECONDS = 86_400;

export const SCHEDULES: readonly Schedule[] = [
  // Daily: the digest is claimed per address and ISO week, so only a week's first run sends it to anyone
  // (later runs reach those who confirmed since); reminders go out the day a job enters its last week.
  { name: "alerts", task: "alerts.send", everySeconds: DAY_SECONDS, startsAtHourUtc: 7 },
  { name: "link-checks", task: "links.check", everySeconds: DAY_SECONDS, startsAtHourUtc: 5 },
  // Daily: a worker's ticket or medical reminder is claimed per item, expiry date and threshold (90 or 30 days).
  { name: "ticket-reminders", task: "tickets.remind", everySeconds: DAY_SECONDS, startsAtHourUtc: 8 },
  { name: "image-rehosting", task: "images.rehost", everySeconds: DAY_SECONDS, startsAtHourUtc: 5 },
  // Search engines hear of jobs that left or joined the board by the clock within a quarter of an hour;
  // a run that finds nothing costs two indexed reads.
  { name: "listing-changes", task: "listings.sweep", everySeconds: 15 * 60, startsAtHourUtc: 0 },
  // Daily, before the working day: employers' digests of yesterday's applications and the week-unopened
  // reminders (each row claimed once), seekers told of jobs that closed on them, then the CVs and answers of
  // jobs closed six months ago are erased.
  { name: "applications", task: "applications.upkeep", everySeconds: DAY_SECONDS, startsAtHourUtc: 6 },
  // Hourly: each unpaused ATS source's board is read and its jobs brought up to it.
  { name: "ats-sync", task: "sources.sync-all", everySeconds: 60 * 60, startsAtHourUtc: 0 },
];
