// Reads many requests share (job lists, featured jobs, a job, stats, feeds) go through Next's data cache, tagged, so the
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

// Next keeps a cached value as the JSON of what the read returns, so a read returns a plain tree with its Dates
// marked as text (made once, on a miss), and the marks are turned back into Dates on the way out.
const DATE_MARK = "\u0000date:";
const marked = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, function (this: Record<string, unknown>, key, v: unknown) {
      const raw = this[key];
      return raw instanceof Date ? DATE_MARK + raw.toISOString() : v;
    }),
  );

/** Turns the marks back into Dates, in place: Next parses a fresh tree for every read. */
function revived(value: unknown): unknown {
  if (typeof value === "string") return value.startsWith(DATE_MARK) ? new Date(value.slice(DATE_MARK.length)) : value;
  if (value !== null && typeof value === "object") {
    const node = value as Record<string, unknown>;
    for (const key of Object.keys(node)) node[key] = revived(node[key]);
  }
  return value;
}

/**
 * `load`'s value, kept under `tag` and `key` for at most `ttlMs` or until a write invalidates the tag (or
 * one of `alsoTags`, for a write that concerns this entry alone).
 */
export async function cached<T>(
  tag: string,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
  alsoTags: readonly string[] = [],
): Promise<T> {
  if (!insideNext) return load();
  const read = unstable_cache(async () => marked(await load()), [tag, key], {
    tags: [tag, ...alsoTags],
    revalidate: Math.ceil(ttlMs / 1000),
  });
  return revived(await read()) as T;
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

/** One job's own reads (its page, its data saver copy): retired alone by a write that changes only its badge. */
export const jobTag = (id: string) => `job:${id}`;
