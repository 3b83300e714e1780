// The swipe deck's order as the list grows under it (docs/decisions/081): pure, so the deck and its tests agree.
import { remainingDeck, type SwipeData } from "./swipe-data";

type Job = { id: string };

/**
 * The head of the list as the deck knows it after another poll of the first page. A complete answer (no next
 * page) is the whole list, so what it lacks has gone. A partial one lacks the jobs that new ones pushed past its
 * end: they are still listed, and still before the pages loaded by cursor, so they stay, after the fresh head.
 */
export function mergeHead<T extends Job>(known: T[], polled: T[], complete: boolean): T[] {
  if (complete) return polled;
  const fresh = new Set(polled.map((j) => j.id));
  return [...polled, ...known.filter((j) => !fresh.has(j.id))];
}

/** Every job the deck knows, each once: the polled head, then the pages loaded by cursor. */
export function knownJobs<T extends Job>(head: T[], pages: T[][]): T[] {
  const seen = new Set<string>();
  return [...head, ...pages.flat()].filter((j) => !seen.has(j.id) && !!seen.add(j.id));
}

/**
 * The cards still to swipe, the one on top first. The card someone is looking at stays on top while polls
 * bring new jobs in ahead of it in the list's order: they come next, never in its place.
 */
export function deckOrder<T extends Job>(known: T[], data: SwipeData, top: string | null): T[] {
  const remaining = remainingDeck(known, data);
  const pinned = remaining.findIndex((j) => j.id === top);
  return pinned > 0 ? [remaining[pinned], ...remaining.slice(0, pinned), ...remaining.slice(pinned + 1)] : remaining;
}
