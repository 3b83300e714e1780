// The daily applications run: the digests of applications not yet emailed, the one reminder of those left
// unopened a week, then retention. Each part claims its own rows, so each is safe to run again.
import "server-only";
import type { Db } from "../db/client";
import { sendApplicationDigests, sendUnopenedReminders } from "./employer-mail";
import { runApplicationRetention } from "./retention";

/** Mails queued (one per employer) by the digest and the reminder, applications erased, parts that failed. */
export type ApplicationUpkeepSummary = { digests: number; reminders: number; erased: number; failed: number };

export async function runApplicationUpkeep(db: Db, now: Date = new Date()): Promise<ApplicationUpkeepSummary> {
  const digests = await sendApplicationDigests(db, now);
  const reminders = await sendUnopenedReminders(db, now);
  const retention = await runApplicationRetention(db, now);
  return {
    digests: digests.sent,
    reminders: reminders.sent,
    erased: retention.erased,
    failed: digests.failed + reminders.failed + retention.failed,
  };
}
