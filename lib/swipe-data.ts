// The per-browser shortlist and discard lists: storage and every transition.
import { browserStore } from "./browser-store";

export const SWIPE_STORAGE_KEY = "outpost_swipe_data";
const MAX_HISTORY = 100;

export type SwipeAction = { type: "shortlist" | "discard"; id: string };

export type SwipeData = {
  shortlistedJobs: string[];
  discardedJobs: string[];
  currentJobIndex: number;
  /** The swipes undo can reverse, newest last (kept with the lists so undo survives a reload). */
  history: SwipeAction[];
};

export const EMPTY_SWIPE_DATA: SwipeData = { shortlistedJobs: [], discardedJobs: [], currentJobIndex: 0, history: [] };

const ids = (v: unknown) => (Array.isArray(v) && v.every((x) => typeof x === "string") ? [...new Set(v as string[])] : null);

function parseHistory(v: unknown): SwipeAction[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter(
      (a): a is SwipeAction => !!a && typeof a === "object" && (a.type === "shortlist" || a.type === "discard") && typeof a.id === "string",
    )
    .slice(-MAX_HISTORY);
}

/** Anything else found under the key (corrupt, foreign, old) reads as empty rather than breaking the page. */
export function parseSwipeData(raw: unknown): SwipeData | null {
  if (!raw || typeof raw !== "object") return null;
  const r = raw as Record<string, unknown>;
  const shortlistedJobs = ids(r.shortlistedJobs);
  const discardedJobs = ids(r.discardedJobs);
  const index = r.currentJobIndex;
  if (!shortlistedJobs || !discardedJobs || typeof index !== "number" || !Number.isInteger(index) || index < 0) return null;
  // A job is never in both lists; if storage says so, the shortlist wins.
  return {
    shortlistedJobs,
    discardedJobs: discardedJobs.filter((id) => !shortlistedJobs.includes(id)),
    currentJobIndex: index,
    history: parseHistory(r.history),
  };
}

export const swipeStore = browserStore<SwipeData>(SWIPE_STORAGE_KEY, EMPTY_SWIPE_DATA, parseSwipeData);

const without = (list: string[], id: string) => list.filter((x) => x !== id);
const withId = (list: string[], id: string) => (list.includes(id) ? list : [...list, id]);
const remember = (history: SwipeAction[], action: SwipeAction) => [...history, action].slice(-MAX_HISTORY);

/**
 * A swipe puts the job on one list, takes it off the other, and moves on to the next card. Swiping a job
 * onto the list it is already on changes nothing (no double step, no second undo entry).
 */
function swipe(data: SwipeData, action: SwipeAction): SwipeData {
  const keep = action.type === "shortlist";
  const target = keep ? data.shortlistedJobs : data.discardedJobs;
  if (target.includes(action.id)) return data;
  return {
    shortlistedJobs: keep ? withId(data.shortlistedJobs, action.id) : without(data.shortlistedJobs, action.id),
    discardedJobs: keep ? without(data.discardedJobs, action.id) : withId(data.discardedJobs, action.id),
    currentJobIndex: data.currentJobIndex + 1,
    history: remember(data.history, action),
  };
}

export const shortlist = (data: SwipeData, id: string) => swipe(data, { type: "shortlist", id });
export const discard = (data: SwipeData, id: string) => swipe(data, { type: "discard", id });

/** Reverses the last swipe and steps back one card, never below the first. */
export function undo(data: SwipeData): SwipeData {
  const last = data.history[data.history.length - 1];
  const back = Math.max(0, data.currentJobIndex - 1);
  if (!last) return { ...data, currentJobIndex: back };
  return {
    shortlistedJobs: last.type === "shortlist" ? without(data.shortlistedJobs, last.id) : data.shortlistedJobs,
    discardedJobs: last.type === "discard" ? without(data.discardedJobs, last.id) : data.discardedJobs,
    currentJobIndex: back,
    history: data.history.slice(0, -1),
  };
}

export function moveToShortlist(data: SwipeData, id: string): SwipeData {
  return { ...data, shortlistedJobs: withId(data.shortlistedJobs, id), discardedJobs: without(data.discardedJobs, id) };
}

export function removeFromShortlist(data: SwipeData, id: string): SwipeData {
  return { ...data, shortlistedJobs: without(data.shortlistedJobs, id) };
}

export function removeFromDiscarded(data: SwipeData, id: string): SwipeData {
  return { ...data, discardedJobs: without(data.discardedJobs, id) };
}

export function clearShortlist(data: SwipeData): SwipeData {
  return { ...data, shortlistedJobs: [], history: data.history.filter((a) => a.type !== "shortlist") };
}

export function clearDiscarded(data: SwipeData): SwipeData {
  return { ...data, discardedJobs: [], history: data.history.filter((a) => a.type !== "discard") };
}

/** The cards still to swipe: listed jobs on neither list, in the list's order. */
export function remainingDeck<T extends { id: string }>(jobs: T[], data: SwipeData): T[] {
  const seen = new Set([...data.shortlistedJobs, ...data.discardedJobs]);
  return jobs.filter((job) => !seen.has(job.id));
}

/** Apply a transition to what is stored now (another tab may have changed it), and save it. */
export function updateSwipeData(change: (data: SwipeData) => SwipeData): SwipeData {
  const next = change(swipeStore.get());
  swipeStore.set(next);
  return next;
}

/** The list as the account has it (docs/decisions/044): these ids shortlisted, in this order; undo forgets the rest. */
export function replaceShortlist(data: SwipeData, ids: string[]): SwipeData {
  const kept = new Set(ids);
  return {
    ...data,
    shortlistedJobs: [...ids],
    discardedJobs: data.discardedJobs.filter((id) => !kept.has(id)),
    history: data.history.filter((a) => (a.type === "shortlist" ? kept.has(a.id) : !kept.has(a.id))),
  };
}
