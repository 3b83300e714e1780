// IndexNow: one POST tells Bing, Yandex and the other participating engines which of our pages changed
// (added, edited or gone alike). The key file at our root (GET /{key}.txt) proves the site is ours.
import "server-only";
import { config } from "../config";
import { indexNowSettings, type IndexNowSettings } from "./settings";
import { retryAfterMs, SearchEngineError, unreachable } from "./search-engine-error";

/** The protocol's limit of URLs in one POST. */
export const INDEXNOW_BATCH = 10_000;

/** What each refusal means, in IndexNow's own terms, so an operator knows what to fix. */
const REFUSALS: Record<number, string> = {
  400: "the request was malformed",
  403: "the key was not accepted (the key file is missing or does not hold the key)",
  422: "the URLs do not belong to the host, or the key does not match the protocol's pattern",
};

export type IndexNowResult = { submitted: number };

/**
 * Submits the URLs in batches. Throws a retryable SearchEngineError (with the engine's Retry-After) on 429,
 * a 5xx or no answer, and a final one on any other refusal. The batches accepted before a failure stay
 * accepted: a retry sends only `remaining` of the thrown error.
 */
export async function submitIndexNow(
  urls: readonly string[],
  settings: IndexNowSettings | null = indexNowSettings(),
): Promise<IndexNowResult> {
  if (!settings || urls.length === 0) return { submitted: 0 };
  const base = config().baseUrl;
  let submitted = 0;
  for (let i = 0; i < urls.length; i += INDEXNOW_BATCH) {
    const batch = urls.slice(i, i + INDEXNOW_BATCH);
    const refusal = await post(settings, base, batch);
    if (refusal) throw refusal.withRemaining(urls.slice(i));
    submitted += batch.length;
  }
  return { submitted };
}

/** Null when the engine took the batch, else why not. */
async function post(settings: IndexNowSettings, base: string, urlList: string[]): Promise<SearchEngineError | null> {
  let answer: Response;
  try {
    answer = await fetch(settings.endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ host: new URL(base).host, key: settings.key, keyLocation: `${base}/${settings.key}.txt`, urlList }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    return unreachable("IndexNow", error);
  }
  await answer.body?.cancel();
  if (answer.status === 200 || answer.status === 202) return null;
  if (answer.status === 429) {
    return new SearchEngineError("IndexNow answered 429: too many submissions, try later", {
      retryable: true,
      retryAfterMs: retryAfterMs(answer.headers.get("retry-after")),
    });
  }
  if (answer.status >= 500) return new SearchEngineError(`IndexNow answered ${answer.status}`, { retryable: true });
  const why = REFUSALS[answer.status] ?? "the submission was refused";
  return new SearchEngineError(`IndexNow answered ${answer.status}: ${why}`, { retryable: false });
}
