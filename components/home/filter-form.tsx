"use client";
// The board's filter form: a plain GET form to /search, so filtering works without JavaScript; with it, the
// view's canonical address is opened (no 'all' or empty values in it), at its results. Its search box and
// sort sit beside the results and join it through their `form` attribute. A view is a page of its own, loaded
// whole rather than by the client router, which takes a kept page to ignore its query (decision 098).
import { homeHref, HOME_FILTER_KEYS, RESULTS_HASH, type HomeFilters } from "@/lib/home-query";

export const FILTER_FORM_ID = "job-filters";

/** The view a filter form's values ask for, as its address will name it (a new view starts at its first page). */
export function filtersFromForm(data: FormData): HomeFilters {
  const filters: Record<string, string> = {};
  for (const key of HOME_FILTER_KEYS) {
    const value = data.get(key);
    if (key !== "cursor" && typeof value === "string" && value.trim() && value !== "all") filters[key] = value.trim();
  }
  return filters as HomeFilters;
}

/** Opens the view a form's values ask for, at its results. */
export function openView(filters: HomeFilters) {
  window.location.assign(homeHref(filters));
}

export function FilterForm({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <form
      id={FILTER_FORM_ID}
      action={`/search${RESULTS_HASH}`}
      aria-label="Filter jobs"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        openView(filtersFromForm(new FormData(event.currentTarget)));
      }}
    >
      {children}
    </form>
  );
}
