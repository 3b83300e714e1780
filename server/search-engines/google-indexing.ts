// Google's Indexing API, which Google recommends for job pages: URL_UPDATED when a job is posted or edited,
// URL_DELETED when it leaves the board. Sent in batches within the daily allowance counted in the database.
import "server-only";
import type { Db } from "../db/client";
import { batchBody, boundaryOf, parseBatchResponse, type PartAnswer, type UrlNotification } from "./google-batch";
import { accessToken, forgetToken } from "./google-token";
import { giveBackQuota, nextUtcDay, takeQuota } from "./indexing-quota";
import { googleIndexingSettings, type GoogleIndexingSettings } from "./settings";
import { retryAfterMs, SearchEngineError, unreachable } from "./search-engine-error";

export type { UrlNotification } from "./google-batch";

/** Google's limit of requests in one batch. */
export const GOOGLE_BATCH = 100;

export type GooglePublishResult = {
  published: number;
  /** Past today's allowance: to send again once the next UTC day begins (`deferredUntil`). */
  deferred: UrlNotification[];
  deferredUntil: Date | null;
  /** Parts Google asked us to send again later (rate limited, or its own failure). */
  retry: UrlNotification[];
  /** Parts refused for good, with Google's reason (a page not on a verified site, say). */
  failed: { url: string; status: number; message: string }[];
};

/**
 * Publishes the notifications. A batch refused whole (429, a 5xx, no answer, the token refused) throws a
 * SearchEngineError whose `remaining` lists every notification not yet published, deferred ones included.
 * Parts Google refused for good are not among them: they would be refused again.
 */
export async function publishToGoogle(
  db: Db,
  notifications: readonly UrlNotification[],
  settings: GoogleIndexingSettings | null = googleIndexingSettings(),
  now = new Date(),
): Promise<GooglePublishResult> {
  const result: GooglePublishResult = { published: 0, deferred: [], deferredUntil: null, retry: [], failed: [] };
  if (!settings || notifications.length === 0) return result;
  const granted = await takeQuota(db, notifications.length, settings.dailyQuota, now);
  result.deferred = notifications.slice(granted);
  if (result.deferred.length) result.deferredUntil = nextUtcDay(now);
  for (let i = 0; i < granted; i += GOOGLE_BATCH) {
    const batch = notifications.slice(i, Math.min(i + GOOGLE_BATCH, granted));
    let answers: Map<number, PartAnswer>;
    try {
      answers = await sendBatch(settings, batch);
    } catch (error) {
      // Google counts the requests it received; a batch refused whole was not, nor any after it.
      await giveBackQuota(db, granted - i, now);
      if (error instanceof SearchEngineError) throw error.withRemaining([...result.retry, ...notifications.slice(i)]);
      throw error;
    }
    let notCounted = 0;
    batch.forEach((notification, n) => {
      const answer = answers.get(n);
      if (answer && answer.status >= 200 && answer.status < 300) result.published++;
      else if (!answer || answer.status === 429 || answer.status >= 500) {
        result.retry.push(notification);
        if (answer?.status === 429) notCounted++;
      } else result.failed.push({ url: notification.url, status: answer.status, message: partMessage(answer) });
    });
    await giveBackQuota(db, notCounted, now);
  }
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
