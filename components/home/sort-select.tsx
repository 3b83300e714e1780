"use client";
// Sort, one tap away beside the results: a choice made with a pointer or a phone's picker applies at once (the
// filter form carries it, so the other filters stay). From the keyboard, where arrows on a closed select change
// its value one step at a time, the choice applies on Enter or when focus leaves, not on the first arrow.
// Without JavaScript the form's Apply Filters button sends it.
import { useRef } from "react";
import { SORT_LABELS, SORT_OPTIONS, type SortOption } from "@/lib/job-sort";

const STEPPING_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

export function SortSelect({ value, form }: { value: SortOption; form: string }) {
  /** Keys are stepping through the options: the value is not chosen yet. */
  const stepping = useRef(false);
  /** Stepped to a value that has not been applied. */
  const pending = useRef(false);
  const apply = (select: HTMLSelectElement) => {
    pending.current = false;
    select.form?.requestSubmit();
  };
  return (
    <label className="shrink-0 text-sm">
      <span className="sr-only">Sort by</span>
      <select
        name="sort"
        form={form}
        defaultValue={value}
        onKeyDown={(event) => {
          if (event.key === "Enter" && pending.current) {
            event.preventDefault();
            apply(event.currentTarget);
          } else stepping.current = STEPPING_KEYS.has(event.key) || event.key.length === 1;
        }}
        onPointerDown={() => (stepping.current = false)}
        onChange={(event) => {
          if (stepping.current) pending.current = true;
          else apply(event.currentTarget);
        }}
        onBlur={(event) => {
          stepping.current = false;
          if (pending.current) apply(event.currentTarget);
        }}
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
