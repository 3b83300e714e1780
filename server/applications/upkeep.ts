// The daily applications run: the digests of applications not yet emailed, the one reminder of those left
// unopened a week, the seekers' notice of a job that closed on them undecided, then retention. Each part claims its own rows, so each is safe to run again.
import "server-only";
import type { Db } from "../db/client";
import { sendApplicationDigests, sendUnopenedReminders } from "./employer-mail";
import { runApplicationRetention } from "./retention";
import { sendClosedNotices } from "./closed-notices";
import { safeErrorText } from "../db/safe-error";

/**
 * Mails queued (one per employer) by the digest and the reminder, seekers told their job closed,
 * applications erased, parts that failed.
 */
export type ApplicationUpkeepSummary = { digests: number; reminders: number; closed: number; erased: number; failed: number };

export async function runApplicationUpkeep(db: Db, now: Date = new Date()): Promise<ApplicationUpkeepSummary> {
  const digests = await sendApplicationDigests(db, now);
  const reminders = await sendUnopenedReminders(db, now);
  const closed = await sendClosedNotices(db, now).catch((error: unknown) => {
    console.error(`Closed-job notices could not be queued: ${safeErrorText(error)}`);
    return null;
  });
  const retention = await runApplicationRetention(db, now);
  return {
    digests: digests.sent,
    reminders: reminders.sent,
    closed: closed ?? 0,
    erased: retention.erased,
    failed: digests.failed + reminders.failed + retention.failed + (closed === null ? 1 : 0),
  };
}
