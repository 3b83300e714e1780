// Next's server cache (ISR pages and unstable_cache data) for one process, kept in memory, and emptied
// of a tag on every instance at once: each process on Postgres LISTENs on the channel writes NOTIFY
// (server/cache.ts), so a write on one instance is seen by all within milliseconds (decision 069).
// Entries are held in lru-cache, bounded by what each entry really holds (docs/caching.md).
// Plain JavaScript: Next loads this file itself, outside the app's bundles.
import { LRUCache } from "lru-cache";
import pg from "pg";
import { CACHE_CHANNEL } from "./cache-channel.mjs";

const RECONNECT_MS = 1_000;
const MB = 1024 * 1024;
/** What the pages and reads that answer something may hold per process. */
export const KEPT_BYTES = 128 * MB;
/**
 * What answers of "nothing here" may hold: the 404 page of an unknown job and the empty read behind it. Anyone
 * can ask for any number of unknown ids, so these have a bound of their own and cannot push out the pages
 * that are there.
 */
export const MISSING_BYTES = 16 * MB;
/**
 * What the board's filtered views may hold: each distinct `/search` query is a kept page of its own
 * (`/search/{view}`) with the reads it made, and anyone can make up any number of queries, so they have a
 * bound of their own and cannot push out `/` and the job pages.
 */
export const VIEWS_BYTES = 32 * MB;
const TAGS_HEADER = "x-next-cache-tags";
/** How Next names a filtered view's page in its key, and a read made while rendering one in `fetchUrl`. */
const VIEW_PAGE = "$/search/";
const VIEW_READ = "unstable_cache /search/";
/** What an object's field, a map's entry or a number costs besides its contents, roughly. */
const SLOT_BYTES = 16;

/**
 * The bytes an entry holds: every string, buffer, map and field of it, whatever Next puts there (a page's
 * HTML, its RSC payload and each segment's prefetch payload, a read's JSON).
 */
export function entryBytes(value) {
  if (typeof value === "string") return Buffer.byteLength(value);
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value === null || typeof value !== "object") return SLOT_BYTES;
  let bytes = SLOT_BYTES;
  const pairs = value instanceof Map ? value.entries() : Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, part] of pairs) bytes += SLOT_BYTES + entryBytes(key) + entryBytes(part);
  return bytes;
}

/** A 404 page, or a cached read that found nothing. */
export function answersNothing(value) {
  return (value?.kind === "APP_PAGE" && value.status === 404) || (value?.kind === "FETCH" && value.data?.body === "null");
}

function tagsOf(data, ctx) {
  const header = data?.headers?.[TAGS_HEADER];
  return [...(ctx?.tags ?? []), ...(typeof header === "string" ? header.split(",") : [])];
}

/** A filtered view's page or a read made for one (a read shared with `/` is found in whichever store has it). */
function belongsToAView(key, ctx) {
  return key.includes(VIEW_PAGE) || (typeof ctx?.fetchUrl === "string" && ctx.fetchUrl.startsWith(VIEW_READ));
}

/** key → { value, lastModified, tags, bytes }, in three bounded stores (see MISSING_BYTES, VIEWS_BYTES). */
const newStore = (maxSize) => new LRUCache({ maxSize, sizeCalculation: (entry) => entry.bytes });
const kept = newStore(KEPT_BYTES);
const missing = newStore(MISSING_BYTES);
const views = newStore(VIEWS_BYTES);
const stores = [kept, missing, views];

/** Drops every entry carrying one of the tags; null drops everything. */
function drop(tags) {
  for (const store of stores) {
    if (tags === null) {
      store.clear();
      continue;
    }
    const doomed = [];
    store.forEach((entry, key) => entry.tags.some((tag) => tags.includes(tag)) && doomed.push(key));
    for (const key of doomed) store.delete(key);
  }
}

/**
 * Calls `onTag(tag)` for every tag announced on the channel, and `onTag(null)` ("everything") each time the
 * connection is (re-)established, since notices sent while it was away are lost. Reconnects every second.
 */
export function listenForCacheEvents(url, onTag) {
  let client;
  let closed = false;
  let timer;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    const retry = () => {
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      if (!closed && !timer) timer = setTimeout(() => ((timer = undefined), void connect()), RECONNECT_MS).unref();
    };
    next.on("error", retry);
    next.on("end", retry);
    next.on("notification", (message) => {
      if (message.payload) onTag(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${CACHE_CHANNEL}`);
      client = next;
      onTag(null);
    } catch (error) {
      // The error's code or message only: a connection error can quote the URL, password included.
      console.warn(`Cache invalidation listener not connected, retrying: ${error?.code ?? "connection failed"}`);
      retry();
    }
  };
  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}

let listener;

export default class OutpostCacheHandler {
  constructor() {
    // Several processes share one database only on Postgres; the embedded database is one process.
    if (process.env.DATABASE_URL) listener ??= listenForCacheEvents(process.env.DATABASE_URL, (tag) => drop(tag === null ? null : [tag]));
  }

  async get(key) {
    const entry = kept.get(key) ?? views.get(key) ?? missing.get(key);
    return entry ? { value: entry.value, lastModified: entry.lastModified } : null;
  }

  async set(key, data, ctx) {
    for (const store of stores) store.delete(key);
    if (data === null) return;
    const entry = { value: data, lastModified: Date.now(), tags: tagsOf(data, ctx), bytes: entryBytes(data) };
    // One larger than its whole store is not kept (lru-cache refuses it).
    (answersNothing(data) ? missing : belongsToAView(key, ctx) ? views : kept).set(key, entry);
  }

  async revalidateTag(tags) {
    drop([tags].flat());
  }

  resetRequestCache() {}
}
