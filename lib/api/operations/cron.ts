import { byHandRunRequestSchema, byHandRunSchema, scheduledWorkSchema } from "@/lib/schemas/scheduled-work";
import { defineOperation, json, none } from "../operation";

export const postCronBackgroundWork = defineOperation({
  method: "post",
  path: "/api/cron/background-work",
  summary: "Queue every schedule's run due this period (once, however often called), then run due jobs",
  tag: "Admin",
  access: "cron",
  body: none,
  response: scheduledWorkSchema,
});

export const getCronBackgroundWork = defineOperation({
  method: "get",
  path: "/api/cron/background-work",
  summary: "Queue due schedules and run due jobs, as Vercel Cron calls it every few minutes",
  tag: "Admin",
  access: "cron",
  body: none,
  response: scheduledWorkSchema,
});

export const postCronBackgroundWorkRuns = defineOperation({
  method: "post",
  path: "/api/cron/background-work/runs",
  summary: "Queue a by-hand run of a scheduled task (one waiting run per task), optionally waiting for it",
  tag: "Admin",
  access: "cron",
  body: json(byHandRunRequestSchema),
  response: byHandRunSchema,
});
