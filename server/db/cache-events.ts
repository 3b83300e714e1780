// Cache invalidation between processes on one Postgres database: a write NOTIFYs the tags it changed, and
// every process LISTENs on its own connection and retires its cached entries for them (decision 067).
import "server-only";
import crypto from "node:crypto";
import pg from "pg";
import { safeErrorText } from "./safe-error";

const CHANNEL = "outpost_cache";
const RECONNECT_MS = 1_000;

export type CacheEvents = { announce(tag: string): void; close(): Promise<void> };

/**
 * `onTag(tag)` runs for every tag another process announces, and with `null` (meaning "everything") each
 * time the listening connection is re-established, since notifications sent while it was away are lost.
 */
export function listenForCacheEvents(url: string, pool: pg.Pool, onTag: (tag: string | null) => void): CacheEvents {
  const self = crypto.randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

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
      const [from, tag] = (message.payload ?? "").split(" ");
      if (from !== self && tag) onTag(tag);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      client = next;
      onTag(null);
    } catch (error) {
      console.warn(`Cache invalidation listener not connected, retrying: ${safeErrorText(error, { stack: false })}`);
      retry();
    }
  };
  void connect();

  return {
    announce(tag) {
      pool.query("select pg_notify($1, $2)", [CHANNEL, `${self} ${tag}`]).catch((error: unknown) => {
        // Other processes then see the write when their entries expire (at most the cache's TTL).
        console.warn(`Cache invalidation not announced: ${safeErrorText(error, { stack: false })}`);
      });
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
