// The filter form as a sidebar from 1024 px; below that the filter sheet offers the same fields, and this
// form is shown only when its address is followed without JavaScript (#job-filters, :target).
import type { HomeFilters } from "@/lib/home-query";
import { FilterFields } from "./filter-fields";
import { FilterForm } from "./filter-form";
import { RegionSelector } from "./region-selector";

export function FilterSidebar({ filters }: { filters: HomeFilters }) {
  return (
    <FilterForm className="mb-6 hidden space-y-4 self-start rounded-lg border border-slate-200 bg-white p-4 shadow-sm target:block lg:mb-0 lg:block">
      <p className="font-bold">Filters</p>
      <FilterFields filters={filters} idPrefix="sidebar" />
      <button type="submit" className="w-full rounded-md bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800">
        Apply Filters
      </button>
      <div className="border-t border-slate-200 pt-4">
        <RegionSelector />
      </div>
    </FilterForm>
  );
}
