// What the cron routes answer: the schedules' runs they queued, the jobs they ran, and each schedule's
// latest run with its outcome (a missed period shows as currentQueued false).
import { z } from "zod";
import { SCHEDULED_TASKS } from "@/lib/scheduled-tasks";
import { count, scheduledEmailsSchema } from "./answers";
import { momentSchema } from "./public-job";

const taskSchema = z.enum(SCHEDULED_TASKS);

export const linkCheckSummarySchema = z.object({ checked: count, ok: count, warn: count, bad: count, reported: count });
export const rehostSummarySchema = z.object({ rehosted: count, dropped: count });
/** The span swept, the jobs found in it, and whether a search-engine notice was queued for them. */
export const listingSweepSummarySchema = z.object({
  since: momentSchema,
  until: momentSchema,
  opened: count,
  expired: count,
  queued: z.boolean(),
});

/** Ticket and medical reminders: items due, mails queued (one per worker), items those mails claimed. */
export const ticketReminderSummarySchema = z.object({ due: count, sent: count, items: count, failed: count });

/** The hourly ATS run: unpaused ATS sources found, syncs queued (one each). */
export const syncQueueSummarySchema = z.object({ sources: count, queued: count });

/** The daily applications run: employer digests and unopened reminders queued, applications' data erased. */
export const applicationUpkeepSummarySchema = z.object({ digests: count, reminders: count, closed: count, erased: count, failed: count });

/** A run's job: its queue state (null once no longer kept), a finished run's summary, a failure's message. */
const outcome = {
  state: z.enum(["created", "retry", "active", "completed", "cancelled", "failed"]).nullable(),
  result: z
    .union([
      scheduledEmailsSchema,
      linkCheckSummarySchema,
      rehostSummarySchema,
      listingSweepSummarySchema,
      ticketReminderSummarySchema,
      syncQueueSummarySchema,
      applicationUpkeepSummarySchema,
    ])
    .nullable(),
  error: z.string().nullable(),
};

export const scheduleStatusSchema = z.object({
  schedule: z.string(),
  label: z.string().describe("What the schedule does, in words"),
  task: taskSchema,
  currentPeriod: z.string(),
  currentPeriodStartedAt: momentSchema,
  lastPeriod: z.string().nullable().describe("The latest period a run was queued for; null before the first"),
  enqueuedAt: momentSchema.nullable(),
  jobId: z.string().nullable(),
  currentQueued: z.boolean(),
  missed: z.boolean().describe("The current period began a while ago and still has no run: no instance is ticking"),
  ...outcome,
});

export const scheduledWorkSchema = z.object({
  queued: z.array(z.object({ schedule: z.string(), task: taskSchema, period: z.string(), jobId: z.string() })),
  ran: z.object({ done: count, failed: count }),
  schedules: z.array(scheduleStatusSchema),
});

export const byHandRunRequestSchema = z.object({
  task: taskSchema,
  /** Answer once the run has finished (within the route's time budget) rather than once it is queued. */
  wait: z.boolean().default(false),
});

export const byHandRunSchema = z.object({ task: taskSchema, jobId: z.string(), ...outcome });
