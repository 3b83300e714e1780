// Jobs also leave the board, or come onto it, by the clock alone (their paid term or application window
// ends, their window opens), with no write to queue a notice: a scheduled sweep asks which did so in a
// span and has the job-write module queue one notice for them, pages opened as updated and ended as deleted.
import "server-only";
import type { Db } from "../db/client";
import { expiredSince, openedSince } from "../jobs/listing-changes-by-time";
import { announceTimedChanges } from "../jobs/job-write/timed-changes";
import { searchEnginesConfigured } from "./settings";

export type ListingSweepSummary = {
  since: string;
  until: string;
  opened: number;
  expired: number;
  /** False when no engine is configured (nothing is asked) or nothing changed. */
  queued: boolean;
};

/** The jobs whose listing began or ended in (since, until], told to the search engines. */
export async function sweepListingChangesByTime(db: Db, since: Date, until: Date): Promise<ListingSweepSummary> {
  const span = { since: since.toISOString(), until: until.toISOString() };
  if (!searchEnginesConfigured()) return { ...span, opened: 0, expired: 0, queued: false };
  const [opened, expired] = await Promise.all([openedSince(db, since, until), expiredSince(db, since, until)]);
  await announceTimedChanges(db, { opened: opened.map((job) => job.id), expired: expired.map((job) => job.id) });
  return { ...span, opened: opened.length, expired: expired.length, queued: opened.length + expired.length > 0 };
}
