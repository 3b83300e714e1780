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

// Next keeps cached values as JSON; Dates are marked so they come back as Dates.
const DATE_MARK = "\u0000date:";
const encode = (value: unknown) =>
  JSON.stringify(value, function (this: Record<string, unknown>, key, v: unknown) {
    const raw = this[key];
    return raw instanceof Date ? DATE_MARK + raw.toISOString() : v;
  });
const decode = <T>(text: string): T =>
  JSON.parse(text, (_key, v: unknown) => (typeof v === "string" && v.startsWith(DATE_MARK) ? new Date(v.slice(DATE_MARK.length)) : v)) as T;

/** `load`'s value, kept under `tag` and `key` for at most `ttlMs` or until a write invalidates the tag. */
export async function cached<T>(tag: string, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  if (!insideNext) return load();
  const read = unstable_cache(async () => encode(await load()), [tag, key], { tags: [tag], revalidate: Math.ceil(ttlMs / 1000) });
  return decode<T>(await read());
}

/**
 * After a write: retire the tag in this process at once (the data and the pages built from it), and NOTIFY
 * it on the database, which every process's cache hears (on PGlite, one process, nobody listens). Called
 * with a transaction, the notice goes out when it commits.
 */
export function invalidate(db: Db, tag: string): void {
  if (insideNext) {
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
