// The periodic tasks a board runs (schedules, cron routes and `npm run` scripts name them alike).
export const SCHEDULED_TASKS = [
  "alerts.send",
  "links.check",
  "images.rehost",
  "listings.sweep",
  "tickets.remind",
  "sources.sync-all",
  "applications.upkeep",
] as const;
export type ScheduledTask = (typeof SCHEDULED_TASKS)[number];
