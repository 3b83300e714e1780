// Jobs also join or leave the board by the clock alone (their paid term or application window ends, their
// window opens), with no write to announce them: the scheduled sweep finds which did so in a span and hands
// them here, so the notice is still queued by the one module that owns a job's consequences.
import "server-only";
import type { Db } from "../../db/client";
import { queueListingChange } from "./listing-changes";

/** One notice for the pages that opened (updated) and ended (deleted) by the clock. */
export function announceTimedChanges(
  db: Db,
  { opened, expired }: { opened: readonly string[]; expired: readonly string[] },
): Promise<void> {
  return queueListingChange(db, { updated: opened, deleted: expired });
}
