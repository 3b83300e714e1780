// Above the results: the search box; 'Filters' (below 1024 px), the sort and the chips in one row; then the
// results heading and 'Save this search'. The search box and sort belong to the filter form (their `form` attribute), wherever
// the form itself is drawn.
import { Search } from "../icons/line-icons";
import { formatTotal } from "@/lib/format";
import { MAX_SEARCH_LENGTH } from "@/lib/search-text";
import { activeFilters } from "@/lib/home-filter-labels";
import type { HomeFilters } from "@/lib/home-query";
import { FILTER_FORM_ID } from "./filter-form";
import { FilterChips } from "./filter-chips";
import { FiltersButton } from "./filters-button";
import { ResultsHeading } from "./results-heading";
import { SaveSearch } from "./save-search";
import { SearchShortenedNote } from "./search-shortened-note";
import { SortSelect } from "./sort-select";

type Props = { filters: HomeFilters; total: number; capped: boolean; headingLevel: 1 | 2 };

/** '14 jobs for “offshore”': what the heading reads, and what a screen reader hears when it takes focus. */
function resultsLabel({ search }: HomeFilters, total: number, capped: boolean) {
  const count = total === 0 ? "No jobs" : `${formatTotal(total, capped)} ${total === 1 ? "job" : "jobs"}`;
  return search ? `${count} for “${search}”` : count;
}

export function BoardToolbar({ filters, total, capped, headingLevel }: Props) {
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <label className="relative min-w-0 flex-1">
          <span className="sr-only">Search jobs</span>
          <Search aria-hidden size={16} className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-500" />
          <input
            type="search"
            name="search"
            form={FILTER_FORM_ID}
            enterKeyHint="search"
            defaultValue={filters.search ?? ""}
            placeholder="Job title, company..."
            className="w-full rounded-md border border-slate-400 bg-white py-2 pr-3 pl-9"
          />
        </label>
        <button type="submit" form={FILTER_FORM_ID} className="btn-apply">
          Search
        </button>
      </div>
      <SearchShortenedNote limit={MAX_SEARCH_LENGTH} />
      <div className="chip-row">
        <FiltersButton filters={filters} active={activeFilters(filters).length} total={total} capped={capped} />
        <SortSelect value={filters.sort ?? "newest"} form={FILTER_FORM_ID} />
        <FilterChips filters={filters} />
      </div>
      <div className="flex items-center justify-between gap-2">
        <ResultsHeading level={headingLevel}>{resultsLabel(filters, total, capped)}</ResultsHeading>
        <SaveSearch filters={filters} />
      </div>
    </div>
  );
}
