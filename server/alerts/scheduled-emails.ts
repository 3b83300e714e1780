// What the daily alerts run queues: the digest, the daily and weekly saved searches, then the expiry
// reminders. Each is safe to run again.
import "server-only";
import type { Db } from "../db/client";
import { sendWeeklyDigest, type DigestSummary } from "./digest";
import { sendExpiryReminders, type ReminderSummary } from "./expiry-reminders";
import { sendScheduledSavedSearches, type SavedSearchSendSummary } from "../saved-searches/scheduled-sends";

export type ScheduledEmailsSummary = { digest: DigestSummary; savedSearches: SavedSearchSendSummary; reminders: ReminderSummary };

export async function sendScheduledEmails(db: Db, now: Date = new Date()): Promise<ScheduledEmailsSummary> {
  const digest = await sendWeeklyDigest(db, now);
  const savedSearches = await sendScheduledSavedSearches(db, now);
  const reminders = await sendExpiryReminders(db, now);
  return { digest, savedSearches, reminders };
}
