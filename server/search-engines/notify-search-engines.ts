// Tells every configured search engine which job pages changed: IndexNow gets every address, Google gets
// URL_UPDATED for pages that are new or edited (an edit at most once a window, within its share of the
// day's allowance: google-indexing.ts) and URL_DELETED for pages that left the board. An engine
// that is not configured is skipped quietly (announceSearchEngines said so at start). What could not be
// sent now comes back as retries, each for one engine and with its earliest time, for the caller to queue.
import "server-only";
import type { Db } from "../db/client";
import { publishToGoogle, type UrlNotification } from "./google-indexing";
import { submitIndexNow } from "./indexnow";
import { googleIndexingSettings, indexNowSettings } from "./settings";
import { isRetryable, remainingOf, retryAfterOf } from "./search-engine-error";

export type SearchEngine = "indexnow" | "google";

export type SearchEngineChanges = {
  /** Pages published or edited. */
  updated: string[];
  /** Pages gone: closed, expired, archived, taken down or deleted. */
  deleted: string[];
  /** Those of `updated` that were on the board before the change: edits, not new listings. Absent: none. */
  edited?: string[];
};

/** A queued job's payload: the changes, which engines are still owed them (all when absent), and how many tries so far. */
export type SearchEngineNotice = SearchEngineChanges & { engines?: SearchEngine[]; attempt?: number };

export type SearchEngineRetry = SearchEngineChanges & { engines: [SearchEngine]; attempt: number; notBefore: Date };

const FIRST_BACKOFF_MS = 60_000;
const LONGEST_BACKOFF_MS = 6 * 60 * 60 * 1000;
/** Past this, a change is left to the sitemap, which every engine reads anyway. */
const MAX_ATTEMPTS = 8;

const backoffMs = (attempt: number) => Math.min(FIRST_BACKOFF_MS * 2 ** attempt, LONGEST_BACKOFF_MS);

export async function notifySearchEngines(db: Db, notice: SearchEngineNotice, now = new Date()): Promise<SearchEngineRetry[]> {
  const engines = notice.engines ?? ["indexnow", "google"];
  const attempt = notice.attempt ?? 0;
  const retries: SearchEngineRetry[] = [];
  /** Another try after a failure, unless this change has had its share. */
  const again = (engine: SearchEngine, changes: SearchEngineChanges, waitMs: number | undefined) => {
    if (changes.updated.length + changes.deleted.length === 0) return;
    if (attempt + 1 >= MAX_ATTEMPTS) {
      console.warn(`${engine}: gave up on ${changes.updated.length + changes.deleted.length} page(s) after ${MAX_ATTEMPTS} tries`);
      return;
    }
    retries.push({
      ...changes,
      engines: [engine],
      attempt: attempt + 1,
      notBefore: new Date(now.getTime() + (waitMs ?? backoffMs(attempt))),
    });
  };

  const indexNow = indexNowSettings();
  if (engines.includes("indexnow") && indexNow) {
    const urls = [...new Set([...notice.updated, ...notice.deleted])];
    try {
      await submitIndexNow(urls, indexNow);
    } catch (error) {
      if (!isRetryable(error)) console.error(`IndexNow: ${(error as Error).message}`);
      else again("indexnow", within(notice, new Set(remainingOf(error, urls))), retryAfterOf(error));
    }
  }

  const google = googleIndexingSettings();
  if (engines.includes("google") && google) {
    const edited = new Set(notice.edited ?? []);
    const notifications: UrlNotification[] = [
      ...notice.updated.map((url) => ({ url, type: "URL_UPDATED" as const })),
      ...notice.deleted.map((url) => ({ url, type: "URL_DELETED" as const })),
    ];
    try {
      const result = await publishToGoogle(db, notifications, google, now, edited);
      for (const failed of result.failed) console.error(`Google Indexing API refused ${failed.url}: ${failed.status} ${failed.message}`);
      again("google", changesOf(result.retry, edited), undefined);
      // Waiting for tomorrow's allowance is no failure: the count of tries stays as it was.
      if (result.deferredUntil && result.deferred.length) {
        retries.push({ ...changesOf(result.deferred, edited), engines: ["google"], attempt, notBefore: result.deferredUntil });
      }
    } catch (error) {
      if (!isRetryable(error)) console.error(`Google Indexing API: ${(error as Error).message}`);
      else again("google", changesOf(remainingOf(error, notifications), edited), retryAfterOf(error));
    }
  }
  return retries;
}

function within(changes: SearchEngineChanges, urls: Set<string>): SearchEngineChanges {
  return { updated: changes.updated.filter((url) => urls.has(url)), deleted: changes.deleted.filter((url) => urls.has(url)) };
}

function changesOf(notifications: readonly UrlNotification[], edited: ReadonlySet<string>): SearchEngineChanges {
  const updated = notifications.filter((n) => n.type === "URL_UPDATED").map((n) => n.url);
  const stillEdited = updated.filter((url) => edited.has(url));
  return {
    updated,
    deleted: notifications.filter((n) => n.type === "URL_DELETED").map((n) => n.url),
    ...(stillEdited.length ? { edited: stillEdited } : {}),
  };
}
