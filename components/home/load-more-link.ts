// What the Load More island and the pages it appends share (decision 080).

/** `apiQuery`: the list's GET /api/jobs query; `viewQuery`: its address's filters (lib/schemas/home-filters). */
export type LoadMoreProps = { apiQuery: string; viewQuery: string; cursor: string; totalLabel: string };

export const LOAD_MORE_CLASS =
  "inline-block rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold hover:bg-slate-100 aria-disabled:opacity-60";

/** The next page without JavaScript: the filtered view from the cursor on. */
export const nextPageHref = (viewQuery: string, cursor: string) => `/search?${viewQuery ? `${viewQuery}&` : ""}cursor=${cursor}#jobs`;
