// The per-browser shortlist and discard lists (spec section 3, client-side structures).
import { browserStore } from "./browser-store";

export const SWIPE_STORAGE_KEY = "outpost_swipe_data";

export type SwipeData = { shortlistedJobs: string[]; discardedJobs: string[]; currentJobIndex: number };

export const EMPTY_SWIPE_DATA: SwipeData = { shortlistedJobs: [], discardedJobs: [], currentJobIndex: 0 };

const ids = (v: unknown) => (Array.isArray(v) && v.every((x) => typeof x === "string") ? [...new Set(v as string[])] : null);

/** Anything else found under the key (corrupt, foreign, old) reads as empty rather than breaking the page. */
export function parseSwipeData(raw: unknown): SwipeData | null {
  if (!raw || typeof raw !== "object") return null;
  const r = raw as Record<string, unknown>;
  const shortlistedJobs = ids(r.shortlistedJobs);
  const discardedJobs = ids(r.discardedJobs);
  const index = r.currentJobIndex;
  if (!shortlistedJobs || !discardedJobs || typeof index !== "number" || !Number.isInteger(index) || index < 0) return null;
  return { shortlistedJobs, discardedJobs, currentJobIndex: index };
}

export const swipeStore = browserStore<SwipeData>(SWIPE_STORAGE_KEY, EMPTY_SWIPE_DATA, parseSwipeData);
