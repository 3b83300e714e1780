// The pages Load More appended, kept for the history entry that showed them (decision 089): Back from a job,
// Forward, or a reload bring the list back as it was, scroll position included, instead of its first page
// alone. Lazy-loaded with more-jobs.tsx; the island only asks whether anything is kept (load-more-link.ts).
// The list and the reader's place are kept apart: the place changes at every pause in scrolling, and a list
// of hundreds of jobs should not be written again each time.
import type { JobCardData } from "../jobs/job-card";

export type KeptList = { jobs: JobCardData[]; cursor: string | null };

/**
 * The first appended card on screen and how far from the top of the window it was; null when the reader was
 * above the appended cards, where the browser's own restoring is right. A card, not a scroll offset: cards off
 * screen are not laid out (content-visibility), so offsets change when the list comes back.
 */
export type ReaderPlace = { card: number; top: number } | null;

export type KeptPages = KeptList & { place: ReaderPlace };

// A list kept longer than this is more likely stale (closed jobs, re-ordered pages) than wanted back.
const KEEP_MS = 30 * 60_000;
// Beyond this many jobs the list starts again: sessionStorage is small and shared with the rest of the site.
const MAX_JOBS = 1_000;

type Stored = KeptList & { savedAt: number };

const placeKey = (key: string) => `${key}:place`;

/** What `key` holds, if it is recent and whole; a damaged or old entry is dropped. */
export function keptPages(key: string): KeptPages | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? "null") as Stored | null;
    if (stored && Array.isArray(stored.jobs) && Date.now() - stored.savedAt < KEEP_MS) {
      const place = JSON.parse(sessionStorage.getItem(placeKey(key)) ?? "null") as ReaderPlace;
      return { jobs: stored.jobs, cursor: stored.cursor, place };
    }
    forget(key);
  } catch {
    // Storage disabled or the entry unreadable: the list starts again from its first page.
  }
  return null;
}

/** Keeps the appended pages; a full or disabled storage only means Back shows the first page again. */
export function keepList(key: string, { jobs, cursor }: KeptList) {
  try {
    if (jobs.length > MAX_JOBS) return forget(key);
    sessionStorage.setItem(key, JSON.stringify({ jobs, cursor, savedAt: Date.now() } satisfies Stored));
  } catch {
    // As above.
  }
}

/** Keeps where the reader is in the list kept under `key`. */
export function keepPlace(key: string, place: ReaderPlace) {
  try {
    sessionStorage.setItem(placeKey(key), JSON.stringify(place));
  } catch {
    // As above: Back then shows the list where the browser puts it.
  }
}

function forget(key: string) {
  sessionStorage.removeItem(key);
  sessionStorage.removeItem(placeKey(key));
}
