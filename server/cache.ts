// A small in-process cache for reads that many requests share (counts, stats). Writes bump a tag's
// version, which retires every entry made under it; the TTL bounds staleness across processes.
import "server-only";

type Entry = { value: unknown; expires: number; version: number };

const store = new Map<string, Entry>();
const versions = new Map<string, number>();
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
}

/** Everything that depends on the set of listed jobs. */
export const JOBS_TAG = "jobs";
