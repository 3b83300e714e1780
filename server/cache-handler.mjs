// Next's server cache (ISR pages and unstable_cache data) for one process, kept in memory, and emptied
// of a tag on every instance at once: each process on Postgres LISTENs on the channel writes NOTIFY
// (server/cache.ts), so a write on one instance is seen by all within milliseconds (decision 069).
// Plain JavaScript: Next loads this file itself, outside the app's bundles.
import pg from "pg";
import { CACHE_CHANNEL } from "./cache-channel.mjs";

const RECONNECT_MS = 1_000;
/** Bytes kept per process, roughly (strings and buffers only), before the least recently used go. */
const MAX_BYTES = 128 * 1024 * 1024;
const TAGS_HEADER = "x-next-cache-tags";

/** key → { value, lastModified, tags, bytes }; Map order is recency, so the first key is the one to evict. */
const entries = new Map();
let bytes = 0;

/** A page's HTML and RSC payload, or a cached read's JSON: what makes up nearly all of an entry. */
function sizeOf(value) {
  const parts = [value?.html, value?.rscData, value?.body, value?.data?.body];
  return 1_024 + parts.reduce((sum, part) => sum + (typeof part === "string" || Buffer.isBuffer(part) ? part.length : 0), 0);
}

function remove(key) {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  bytes -= entry.bytes;
}

function tagsOf(data, ctx) {
  const header = data?.headers?.[TAGS_HEADER];
  return [...(ctx?.tags ?? []), ...(typeof header === "string" ? header.split(",") : [])];
}

/** Drops every entry carrying one of the tags; null drops everything. */
function drop(tags) {
  if (tags === null) {
    entries.clear();
    bytes = 0;
    return;
  }
  for (const [key, entry] of entries) if (entry.tags.some((tag) => tags.includes(tag))) remove(key);
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
    const entry = entries.get(key);
    if (!entry) return null;
    entries.delete(key);
    entries.set(key, entry);
    return { value: entry.value, lastModified: entry.lastModified };
  }

  async set(key, data, ctx) {
    remove(key);
    if (data === null) return;
    const entry = { value: data, lastModified: Date.now(), tags: tagsOf(data, ctx), bytes: sizeOf(data) };
    entries.set(key, entry);
    bytes += entry.bytes;
    while (bytes > MAX_BYTES && entries.size > 1) remove(entries.keys().next().value);
  }

  async revalidateTag(tags) {
    drop([tags].flat());
  }

  resetRequestCache() {}
}
