// Search engines are told when a job's page appears, changes or goes: a `search-engines.notify` job queued
// in the transaction of the change, so the notice exists only if the change commits. Whether a page is
// there is the board's own rule (listedJobs: switched on, which every write keeps as lib/job-visibility.ts
// decides, open for applications and within its paid term), read before and after the change, so an edit
// of a hidden job announces nothing and a job that leaves the board is announced gone. The same reading
// tells which jobs joined the board: each gets its instant saved-search fan-out, engines configured or not.
import "server-only";
import { and, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobs } from "../../db/schema";
import { listedJobs } from "../search-jobs";
import { enqueue } from "../../queue/enqueue";
import { queueSavedSearchFanOut } from "../../saved-searches/queue-fan-out";
import { jobPageUrls } from "../../search-engines/search-engine-urls";
import { searchEnginesConfigured } from "../../search-engines/settings";

/** Jobs a change is about to touch, and which of them were on the board just before it. */
export type ListingsBefore = { jobIds: readonly string[]; listed: ReadonlySet<string> };

const NOTHING_BEFORE: ListingsBefore = { jobIds: [], listed: new Set() };

/** Ids asked about per statement: an import of a whole file stays far below a statement's limit of parameters. */
const CHUNK = 1_000;

/** Which of these jobs are on the board at this moment, as the transaction sees them. */
async function listedAmong(executor: Db, jobIds: readonly string[]): Promise<Set<string>> {
  // The application's clock, not the transaction's now(): a job created in this transaction opens at the
  // application's moment, which is later than the transaction's start.
  const moment = new Date();
  const listed = new Set<string>();
  for (let i = 0; i < jobIds.length; i += CHUNK) {
    const rows = await executor
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(listedJobs(moment), inArray(jobs.id, jobIds.slice(i, i + CHUNK))));
    for (const row of rows) listed.add(row.id);
  }
  return listed;
}

/** Before a change: which of these jobs are listed (under the lock the caller holds, when it holds one). */
export async function listingsBefore(executor: Db, jobIds: readonly string[]): Promise<ListingsBefore> {
  return { jobIds, listed: await listedAmong(executor, jobIds) };
}

/**
 * After the change, in its transaction: jobs listed now are announced updated, jobs listed before and not
 * now deleted; `created` are jobs the change made (none of them was listed before). Jobs listed now and
 * not before are fanned out to instant saved searches.
 */
export async function queueListingChanges(executor: Db, before: ListingsBefore, created: readonly string[] = []): Promise<void> {
  const listedNow = await listedAmong(executor, [...before.jobIds, ...created]);
  await queueSavedSearchFanOut(
    executor,
    [...listedNow].filter((id) => !before.listed.has(id)),
  );
  await queueListingChange(executor, {
    updated: [...listedNow],
    deleted: [...before.listed].filter((id) => !listedNow.has(id)),
    // Listed before and after: an edit, which Google hears of at most once a window (google-indexing.ts).
    edited: [...listedNow].filter((id) => before.listed.has(id)),
  });
}

/** Jobs a change created: those already open are announced. */
export function queueNewListings(executor: Db, created: readonly string[]): Promise<void> {
  return queueListingChanges(executor, NOTHING_BEFORE, created);
}

/**
 * The one place a notice is queued: the jobs' canonical page addresses, updated and deleted, and which of
 * the updated ones were already on the board (edits, not new listings).
 */
export async function queueListingChange(
  executor: Db,
  { updated = [], deleted = [], edited = [] }: { updated?: readonly string[]; deleted?: readonly string[]; edited?: readonly string[] },
): Promise<void> {
  if (!searchEnginesConfigured() || updated.length + deleted.length === 0) return;
  await enqueue(executor, "search-engines.notify", {
    updated: jobPageUrls(updated),
    deleted: jobPageUrls(deleted),
    ...(edited.length ? { edited: jobPageUrls(edited) } : {}),
  });
}
