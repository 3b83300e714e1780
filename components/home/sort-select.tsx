"use client";
// Sort, one tap away beside the results: a choice applies at once (the filter form carries it, so the
// other filters stay). Without JavaScript the form's Apply Filters button sends it.
import { SORT_LABELS, SORT_OPTIONS, type SortOption } from "@/lib/job-sort";

export function SortSelect({ value, form }: { value: SortOption; form: string }) {
  return (
    <label className="shrink-0 text-sm">
      <span className="sr-only">Sort by</span>
      <select
        name="sort"
        form={form}
        defaultValue={value}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="rounded-full border border-slate-400 bg-white px-3 py-1.5 font-semibold text-slate-900"
      >
        {SORT_OPTIONS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
