// The work behind each scheduled task, as its job runs it; each is safe to run again (the digest once per
// address and week, a reminder once per job, link checks, image copies and search-engine notices by their
// nature). A task is given its run: the listing sweep reads its span from the run's period.
import "server-only";
import type { ScheduledTask } from "@/lib/scheduled-tasks";
import type { Db } from "../db/client";
import { sendScheduledEmails, type ScheduledEmailsSummary } from "../alerts/scheduled-emails";
import { runLinkChecks, type LinkCheckSummary } from "../links/job-link-checks";
import type { ListingSweepSummary } from "../search-engines/sweep-listing-changes";
import { rehostStoredImages, type RehostSummary } from "../uploads/rehost-stored-images";
import { sendTicketReminders, type TicketReminderSummary } from "../alerts/ticket-reminders";
import { queueSourceSyncs, type SyncQueueSummary } from "../job-sources/ats/queue-syncs";
import { runApplicationUpkeep, type ApplicationUpkeepSummary } from "../applications/upkeep";
import { sweepListingChanges } from "./listing-sweep";
import type { TaskRun } from "./task-schema";

export type TaskKind = ScheduledTask;
export type TaskResult =
  | ScheduledEmailsSummary
  | LinkCheckSummary
  | RehostSummary
  | ListingSweepSummary
  | TicketReminderSummary
  | SyncQueueSummary
  | ApplicationUpkeepSummary;

export const TASKS: Record<TaskKind, (db: Db, run: TaskRun) => Promise<TaskResult>> = {
  "alerts.send": (db) => sendScheduledEmails(db),
  "links.check": (db) => runLinkChecks(db),
  "images.rehost": (db) => rehostStoredImages(db),
  "listings.sweep": (db, run) => sweepListingChanges(db, run),
  "tickets.remind": (db) => sendTicketReminders(db),
  "sources.sync-all": (db, run) => queueSourceSyncs(db, run),
  "applications.upkeep": (db) => runApplicationUpkeep(db),
};
