// What the daily alerts run queues: the digest, then the expiry reminders. Both are safe to run again.
import "server-only";
import type { Db } from "../db/client";
import { sendWeeklyDigest, type DigestSummary } from "./digest";
import { sendExpiryReminders, type ReminderSummary } from "./expiry-reminders";

export type ScheduledEmailsSummary = { digest: DigestSummary; reminders: ReminderSummary };

export async function sendScheduledEmails(db: Db, now: Date = new Date()): Promise<ScheduledEmailsSummary> {
  const digest = await sendWeeklyDigest(db, now);
  const reminders = await sendExpiryReminders(db, now);
  return { digest, reminders };
}
