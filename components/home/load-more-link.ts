// What the Load More island and the pages it appends share (decision 080).
import { RESULTS_HASH } from "@/lib/home-query";

/**
 * `apiQuery`: the list's GET /api/jobs query; `viewQuery`: its address's filters (lib/home-query);
 * `shownAbove`: the featured jobs the page shows above the list, which the list does not repeat.
 */
export type LoadMoreProps = { apiQuery: string; viewQuery: string; cursor: string; totalLabel: string; shownAbove: string[] };

export const LOAD_MORE_CLASS =
  "inline-block rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold hover:bg-slate-100 aria-disabled:opacity-60";

/** The next page without JavaScript: the filtered view from the cursor on, at its results. */
export const nextPageHref = (viewQuery: string, cursor: string) =>
  `/search?${viewQuery ? `${viewQuery}&` : ""}cursor=${cursor}${RESULTS_HASH}`;

/**
 * Where this list's appended pages are kept for the current history entry (pages-memory.ts): the Navigation
 * API names each entry with a key that is the same after Back, Forward or a reload and new for any other
 * visit. Where a browser has no such names, the list starts again from its first page, as before.
 */
export function keptPagesKey(apiQuery: string): string | null {
  const entry = typeof navigation === "undefined" ? null : navigation.currentEntry;
  return entry ? `outpost:more:${entry.key}:${apiQuery}` : null;
}
