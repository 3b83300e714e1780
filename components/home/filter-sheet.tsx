"use client";
// The phone's filter sheet (below 1024 px): the board's filters in a dialog from the bottom of the screen, its
// main button counting, as choices change, the jobs they would show ('Show 14 jobs'; GET /api/jobs, the same
// search and count the results use). Loaded by filters-button.tsx.
import { useEffect, useState } from "react";
import { formatTotal } from "@/lib/format";
import { SHEET_FILTER_KEYS } from "@/lib/home-filter-labels";
import { homeApiQuery, type HomeFilters } from "@/lib/home-query";
import { jobs } from "../query/api-client";
import { Dialog, DialogClose, DialogTitle, SheetContent } from "../ui/dialog";
import { RegionSelector } from "./region-selector";
import { FilterFields } from "./filter-fields";
import { FILTER_FORM_ID, filtersFromForm, openView } from "./filter-form";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; filters: HomeFilters; total: number; capped: boolean };
/** A view's count, or "unknown" while it is being counted or when it cannot be (offline). */
type Count = { total: number; capped: boolean } | "unknown";

/**
 * The view the sheet's choices ask for: the page's own form (the search box and sort beside the results) with
 * the sheet's filters, or with none (`sheet` null: after 'Clear all').
 */
function chosenView(sheet: HTMLFormElement | null): HomeFilters {
  const page = document.getElementById(FILTER_FORM_ID);
  const data = page instanceof HTMLFormElement ? new FormData(page) : new FormData();
  const chosen = sheet ? new FormData(sheet) : new FormData();
  for (const key of SHEET_FILTER_KEYS) data.set(key, String(chosen.get(key) ?? "all"));
  return filtersFromForm(data);
}

/** How many jobs a view lists, as its results will count them; `initial` is the view on screen's. */
function useLiveCount(view: HomeFilters | null, initial: Count): Count {
  // One request per distinct view, not per change event (the currency select changes no view).
  const apiQuery = view ? homeApiQuery(view) : null;
  const [counted, setCounted] = useState<{ query: string | null; count: Count }>({ query: null, count: initial });
  useEffect(() => {
    if (apiQuery === null) return;
    const query = new URLSearchParams(apiQuery);
    query.set("limit", "1");
    let live = true;
    jobs.page({ query }).then(
      (page) => live && setCounted({ query: apiQuery, count: { total: page.total, capped: page.capped ?? false } }),
      () => live && setCounted({ query: apiQuery, count: "unknown" }),
    );
    return () => {
      live = false;
    };
  }, [apiQuery]);
  return counted.query === apiQuery ? counted.count : "unknown";
}

export function FilterSheet({ open, onOpenChange, filters, total, capped }: Props) {
  // What the fields start from: the view on screen, or nothing after 'Clear all' (a new key redraws them).
  const [start, setStart] = useState({ filters, key: 0 });
  const [view, setView] = useState<HomeFilters | null>(null);
  const count = useLiveCount(view, { total, capped });
  const label = count === "unknown" ? "Show jobs" : `Show ${formatTotal(count.total, count.capped)} ${count.total === 1 ? "job" : "jobs"}`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent aria-describedby={undefined}>
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <DialogTitle className="text-lg font-bold">Filters</DialogTitle>
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => {
                setStart((s) => ({ filters: {}, key: s.key + 1 }));
                setView(chosenView(null));
              }}
              className="rounded px-2 py-1 text-sm font-semibold text-amber-800 underline"
            >
              Clear all
            </button>
            <DialogClose className="rounded px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100">Close</DialogClose>
          </div>
        </div>
        <form
          key={start.key}
          aria-label="Filters"
          onChange={(event) => setView(chosenView(event.currentTarget))}
          onSubmit={(event) => {
            event.preventDefault();
            onOpenChange(false);
            openView(chosenView(event.currentTarget));
          }}
          className="flex min-h-0 flex-1 flex-col"
        >
          <div className="grid gap-4 overflow-y-auto px-4 py-4">
            <FilterFields filters={start.filters} idPrefix="sheet" />
            <RegionSelector />
          </div>
          <div className="border-t border-slate-200 p-3">
            <button type="submit" className="w-full rounded-md bg-amber-700 px-4 py-3 font-semibold text-white hover:bg-amber-800">
              {label}
            </button>
            <p className="sr-only" aria-live="polite">
              {count === "unknown" ? "" : `${formatTotal(count.total, count.capped)} matching`}
            </p>
          </div>
        </form>
      </SheetContent>
    </Dialog>
  );
}
