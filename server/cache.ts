// A small in-process cache for reads that many requests share (job lists, counts, stats, feeds). A write
// retires a tag's entries here at once and, on Postgres, in every other process through NOTIFY
// (server/db/cache-events.ts, decision 067); the TTL only bounds staleness when that channel is down.
import "server-only";

type Entry = { value: unknown; expires: number; version: number };

// Next bundles route handlers and pages separately, each with its own copy of this module:
// the state lives on globalThis so a write in one is seen by all.
type Shared = {
  __outpostCache?: { store: Map<string, Entry>; versions: Map<string, number>; inFlight: Map<string, Promise<unknown>>; announce?: (tag: string) => void };
  __outpostPagesVersion?: number;
};
const shared = globalThis as Shared;
shared.__outpostCache ??= { store: new Map(), versions: new Map(), inFlight: new Map() };
const state = shared.__outpostCache;
const { store, versions } = state;
state.inFlight ??= new Map();
const MAX_ENTRIES = 1_000;

export async function cached<T>(tag: string, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const fullKey = `${tag}:${key}`;
  const version = versions.get(tag) ?? 0;
  const hit = store.get(fullKey);
  if (hit && hit.version === version && hit.expires > Date.now()) return hit.value as T;
  // Concurrent misses for one key share one query.
  const flightKey = `${version}:${fullKey}`;
  const pending = state.inFlight.get(flightKey);
  if (pending) return pending as Promise<T>;
  const loading = load().then((value) => {
    if (store.size >= MAX_ENTRIES) store.clear();
    // Kept under the version seen before the query: a write that lands meanwhile retires it at once.
    store.set(fullKey, { value, expires: Date.now() + ttlMs, version });
    return value;
  });
  state.inFlight.set(flightKey, loading);
  try {
    return await loading;
  } finally {
    state.inFlight.delete(flightKey);
  }
}

/** Retires this process's entries for a tag (null: every tag), including whole pages (scripts/page-cache.mjs). */
export function retire(tag: string | null): void {
  for (const t of tag === null ? [...versions.keys()] : [tag]) versions.set(t, (versions.get(t) ?? 0) + 1);
  shared.__outpostPagesVersion = (shared.__outpostPagesVersion ?? 0) + 1;
}

/** After a write: retire the tag here and tell the other processes. */
export function invalidate(tag: string): void {
  retire(tag);
  state.announce?.(tag);
}

/** How invalidations reach other processes; set by the runtime when it opens a Postgres database. */
export function announceInvalidationsWith(announce: ((tag: string) => void) | undefined): void {
  state.announce = announce;
}

/** Everything that depends on the set of listed jobs. */
export const JOBS_TAG = "jobs";
