// The work behind each scheduled task, as its job runs it; each is safe to run again (the digest once per
// address and week, a reminder once per job, link checks and image copies by their nature).
import "server-only";
import type { ScheduledTask } from "@/lib/scheduled-tasks";
import type { Db } from "../db/client";
import { sendScheduledEmails, type ScheduledEmailsSummary } from "../alerts/scheduled-emails";
import { runLinkChecks, type LinkCheckSummary } from "../links/job-link-checks";
import { rehostStoredImages, type RehostSummary } from "../uploads/rehost-stored-images";

export type TaskKind = ScheduledTask;
export type TaskResult = ScheduledEmailsSummary | LinkCheckSummary | RehostSummary;

export const TASKS: Record<TaskKind, (db: Db) => Promise<TaskResult>> = {
  "alerts.send": (db) => sendScheduledEmails(db),
  "links.check": (db) => runLinkChecks(db),
  "images.rehost": (db) => rehostStoredImages(db),
};
