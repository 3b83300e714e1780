// Google's Indexing API, which Google recommends for job pages: URL_UPDATED when a job is posted or edited,
// URL_DELETED when it leaves the board. Sent in batches within the daily allowance counted in the database.
import "server-only";
import type { Db } from "../db/client";
import { batchBody, boundaryOf, parseBatchResponse, type PartAnswer, type UrlNotification } from "./google-batch";
import { accessToken, forgetToken } from "./google-token";
import { forget, hit } from "../rate-limit";
import { giveBackQuota, nextUtcDay, takeQuota } from "./indexing-quota";
import { googleIndexingSettings, type GoogleIndexingSettings } from "./settings";
import { retryAfterMs, SearchEngineError, unreachable } from "./search-engine-error";

export type { UrlNotification } from "./google-batch";

/** Google's limit of requests in one batch. */
export const GOOGLE_BATCH = 100;

/**
 * An edit of a page already announced is sent at most once in this window: Google recrawls a page it was
 * told of, so telling it again of each later edit in the window spends the site's shared allowance for
 * nothing. A new listing's notice starts the window too (an edit right after posting is not sent).
 */
export const EDIT_NOTICE_WINDOW_HOURS = 6;

/**
 * The share of the day's allowance edits may not use: kept for pages that appear or go, so one
 * employer's edits cannot hold back another's new job until tomorrow.
 */
export const KEPT_FOR_NEW_AND_GONE = 0.25;

/** How much of the day's allowance edits may bring the count up to. */
export const editAllowance = (dailyQuota: number) => dailyQuota - Math.ceil(dailyQuota * KEPT_FOR_NEW_AND_GONE);

// The window is a de-duplication counter in the rate limits table, so every instance sees it.
const sentKey = (url: string) => `google-indexing:updated:${url}`;
const WINDOW_S = EDIT_NOTICE_WINDOW_HOURS * 3600;

export type GooglePublishResult = {
  published: number;
  /** Past today's allowance: to send again once the next UTC day begins (`deferredUntil`). */
  deferred: UrlNotification[];
  deferredUntil: Date | null;
  /** Parts Google asked us to send again later (rate limited, or its own failure). */
  retry: UrlNotification[];
  /** Parts refused for good, with Google's reason (a page not on a verified site, say). */
  failed: { url: string; status: number; message: string }[];
  /** Edits not sent: their page was announced within the window. */
  coalesced: string[];
};

/**
 * Publishes the notifications. `edited` names pages whose URL_UPDATED is an edit of a page already on the
 * board: one sent within the window is dropped (`coalesced`), and edits draw only on their share of the
 * day's allowance; new pages and removals come first and may use all of it. A batch refused whole (429, a
 * 5xx, no answer, the token refused) throws a SearchEngineError whose `remaining` lists every notification
 * not yet published, deferred ones included. Parts Google refused for good are not among them: they would
 * be refused again.
 */
export async function publishToGoogle(
  db: Db,
  notifications: readonly UrlNotification[],
  settings: GoogleIndexingSettings | null = googleIndexingSettings(),
  now = new Date(),
  edited: ReadonlySet<string> = new Set(),
): Promise<GooglePublishResult> {
  const result: GooglePublishResult = { published: 0, deferred: [], deferredUntil: null, retry: [], failed: [], coalesced: [] };
  if (!settings || notifications.length === 0) return result;
  const isEdit = (n: UrlNotification) => n.type === "URL_UPDATED" && edited.has(n.url);
  const first = notifications.filter((n) => !isEdit(n));
  // Each edit claims its page's window before it is sent, so edits running at once send one notice.
  const edits: UrlNotification[] = [];
  for (const notification of notifications.filter(isEdit)) {
    if ((await hit(db, sentKey(notification.url), WINDOW_S)) === 1) edits.push(notification);
    else result.coalesced.push(notification.url);
  }
  const grantedFirst = await takeQuota(db, first.length, settings.dailyQuota, now);
  const grantedEdits = await takeQuota(db, edits.length, editAllowance(settings.dailyQuota), now);
  const toSend = [...first.slice(0, grantedFirst), ...edits.slice(0, grantedEdits)];
  result.deferred = [...first.slice(grantedFirst), ...edits.slice(grantedEdits)];
  if (result.deferred.length) result.deferredUntil = nextUtcDay(now);
  // What is not sent now gives its window back, so its later sending is not taken for a repeat.
  const unclaim = (sent: readonly UrlNotification[]) =>
    Promise.all(sent.filter(isEdit).map((notification) => forget(db, sentKey(notification.url))));
  await unclaim(result.deferred);
  const granted = toSend.length;
  for (let i = 0; i < granted; i += GOOGLE_BATCH) {
    const batch = toSend.slice(i, i + GOOGLE_BATCH);
    let answers: Map<number, PartAnswer>;
    try {
      answers = await sendBatch(settings, batch);
    } catch (error) {
      // Google counts the requests it received; a batch refused whole was not, nor any after it.
      await giveBackQuota(db, granted - i, now);
      await unclaim([...result.retry, ...toSend.slice(i)]);
      if (error instanceof SearchEngineError) throw error.withRemaining([...result.retry, ...toSend.slice(i), ...result.deferred]);
      throw error;
    }
    let notCounted = 0;
    const published: UrlNotification[] = [];
    batch.forEach((notification, n) => {
      const answer = answers.get(n);
      if (answer && answer.status >= 200 && answer.status < 300) {
        result.published++;
        published.push(notification);
      } else if (!answer || answer.status === 429 || answer.status >= 500) {
        result.retry.push(notification);
        if (answer?.status === 429) notCounted++;
      } else result.failed.push({ url: notification.url, status: answer.status, message: partMessage(answer) });
    });
    await giveBackQuota(db, notCounted, now);
    // A new page's notice opens its window: the edits that follow it soon are not sent.
    for (const notification of published)
      if (notification.type === "URL_UPDATED" && !isEdit(notification)) await hit(db, sentKey(notification.url), WINDOW_S);
  }
  await unclaim(result.retry);
  return result;
}

async function sendBatch(settings: GoogleIndexingSettings, batch: readonly UrlNotification[]): Promise<Map<number, PartAnswer>> {
  const token = await accessToken(settings);
  const { body, contentType } = batchBody(batch);
  let answer: Response;
  try {
    answer = await fetch(settings.endpoint, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": contentType },
      body,
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    throw unreachable("Google Indexing API", error);
  }
  const text = await answer.text();
  if (answer.status === 401) {
    forgetToken(settings);
    throw new SearchEngineError("Google Indexing API answered 401: the access token was refused", { retryable: true });
  }
  if (answer.status === 429 || answer.status >= 500) {
    throw new SearchEngineError(`Google Indexing API answered ${answer.status}`, {
      retryable: true,
      retryAfterMs: retryAfterMs(answer.headers.get("retry-after")),
    });
  }
  const boundary = boundaryOf(answer.headers.get("content-type"));
  if (!answer.ok || !boundary) {
    throw new SearchEngineError(`Google Indexing API answered ${answer.status}${boundary ? "" : " without a batch response"}`, {
      retryable: false,
    });
  }
  return parseBatchResponse(text, boundary, batch.length);
}

/** Google's own words for a refused part (its JSON error's message), bounded; never the request. */
function partMessage(answer: PartAnswer): string {
  try {
    const message = (JSON.parse(answer.body) as { error?: { message?: unknown } }).error?.message;
    if (typeof message === "string") return message.slice(0, 300);
  } catch {
    // not JSON: the status says enough
  }
  return `answered ${answer.status}`;
}
