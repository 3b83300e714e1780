// Reads many requests share (job lists, counts, stats, feeds) go through Next's data cache, tagged, so the
// pages built from them (ISR) and the reads themselves are retired together when a write revalidates the
// tag; other instances hear of the write through Postgres NOTIFY (server/cache-handler.mjs, decision 069).
// Outside Next (scripts, the integration suite) there is no cache: reads go to the database.
import "server-only";
import { sql } from "drizzle-orm";
import { revalidateTag, unstable_cache } from "next/cache";
import { CACHE_CHANNEL } from "./cache-channel.mjs";
import type { Db } from "./db/client";
import { safeErrorText } from "./db/safe-error";

// Bundled into Next's server code as the literal "nodejs"; undefined under tsx and Vitest.
const insideNext = process.env.NEXT_RUNTIME === "nodejs";

/** Concurrent misses for one key share one query; Next's own cache does not join them. */
const inFlight = new Map<string, Promise<string>>();

// Next keeps cached values as JSON; Dates are marked so they come back as Dates.
const DATE_MARK = "\u0000date:";
const encode = (value: unknown) =>
  JSON.stringify(value, function (this: Record<string, unknown>, key, v: unknown) {
    const raw = this[key];
    return raw instanceof Date ? DATE_MARK + raw.toISOString() : v;
  });
const decode = <T>(text: string): T =>
  JSON.parse(text, (_key, v: unknown) => (typeof v === "string" && v.startsWith(DATE_MARK) ? new Date(v.slice(DATE_MARK.length)) : v)) as T;

/**
 * Answers that clients poll (the swipe deck every 2 s, My List every second, per open tab) are also kept
 * decoded in this process for a moment: reading Next's cache costs a key hash, a lookup and a JSON parse
 * of the whole answer, several times a bare handler's work. A write here drops them at once (the tag's
 * generation moves on); another instance's write reaches them within HOT_MS after its notice. Only for
 * route handlers: a page must read through unstable_cache so that Next tags the page it renders.
 */
const HOT_MS = 1_000;
/** Keys come from query strings anyone can vary: the table stays small, oldest out first. */
const HOT_MAX = 500;
const hotEntries = new Map<string, { value: unknown; until: number; generation: number }>();
const generations = new Map<string, number>();

export async function cachedHot<T>(tag: string, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  if (!insideNext) return load();
  const hotKey = `${tag}:${key}`;
  const generation = generations.get(tag) ?? 0;
  const hit = hotEntries.get(hotKey);
  if (hit && hit.generation === generation && hit.until > Date.now()) return hit.value as T;
  const value = await cached(tag, key, ttlMs, load);
  // A write while this was read may have made it old: keep it only if none happened.
  if ((generations.get(tag) ?? 0) === generation) {
    hotEntries.delete(hotKey);
    hotEntries.set(hotKey, { value, until: Date.now() + HOT_MS, generation });
    if (hotEntries.size > HOT_MAX) hotEntries.delete(hotEntries.keys().next().value!);
  }
  return value;
}

export async function cached<T>(tag: string, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  if (!insideNext) return load();
  const flightKey = `${tag}:${key}`;
  // Each caller goes through unstable_cache itself, so the page it renders is tagged too; only the
  // query underneath is shared.
  const loadOnce = () => {
    let pending = inFlight.get(flightKey);
    if (!pending) {
      pending = load()
        .then(encode)
        .finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, pending);
    }
    return pending;
  };
  const read = unstable_cache(loadOnce, [tag, key], { tags: [tag], revalidate: Math.ceil(ttlMs / 1000) });
  return decode<T>(await read());
}

/**
 * After a write: retire the tag in this process at once (the data and the pages built from it), and NOTIFY
 * it on the database, which every process's cache hears (on PGlite, one process, nobody listens). Called
 * with a transaction, the notice goes out when it commits.
 */
export function invalidate(db: Db, tag: string): void {
  if (insideNext) {
    generations.set(tag, (generations.get(tag) ?? 0) + 1);
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // Outside a request (seeding at start-up) Next has no cache context; nothing is cached yet anyway.
    }
  }
  db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${tag})`).catch((error: unknown) => {
    // Other processes then see the write when their entries expire (at most the cache's TTL).
    console.warn(`Cache invalidation not announced: ${safeErrorText(error, { stack: false })}`);
  });
}

/** Everything that depends on the set of listed jobs. */
export const JOBS_TAG = "jobs";
