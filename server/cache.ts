// A small in-process cache for reads that many requests share (counts, stats). Writes bump a tag's
// version, which retires every entry made under it; the TTL bounds staleness across processes.
import "server-only";

type Entry = { value: unknown; expires: number; version: number };

// Next bundles route handlers and pages separately, each with its own copy of this module:
// the state lives on globalThis so a write in one is seen by all.
type Shared = { __outpostCache?: { store: Map<string, Entry>; versions: Map<string, number> }; __outpostPagesVersion?: number };
const shared = globalThis as Shared;
shared.__outpostCache ??= { store: new Map(), versions: new Map() };
const { store, versions } = shared.__outpostCache;
const MAX_ENTRIES = 1_000;

export async function cached<T>(tag: string, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const fullKey = `${tag}:${key}`;
  const version = versions.get(tag) ?? 0;
  const hit = store.get(fullKey);
  if (hit && hit.version === version && hit.expires > Date.now()) return hit.value as T;
  const value = await load();
  if (store.size >= MAX_ENTRIES) store.clear();
  store.set(fullKey, { value, expires: Date.now() + ttlMs, version });
  return value;
}

export function invalidate(tag: string): void {
  versions.set(tag, (versions.get(tag) ?? 0) + 1);
  // Whole pages cached in front of Next (scripts/page-cache.mjs) show jobs too.
  shared.__outpostPagesVersion = (shared.__outpostPagesVersion ?? 0) + 1;
}

/** Everything that depends on the set of listed jobs. */
export const JOBS_TAG = "jobs";
