// The dashboard's search and filters: a plain GET form, so the list it asks for lives in the address.
import Link from "next/link";
import { Search } from "lucide-react";
import { CATEGORY_OPTIONS, categoryLabel } from "@/lib/categories";
import { DANGER_LEVELS, DANGER_LABELS } from "@/lib/job-fields";
import { LINK_STATUSES, LINK_STATUS_LABELS } from "@/lib/link-status";
import type { AdminJobFilters } from "@/lib/schemas/admin-lists";
import { PLACE_NOT_KNOWN } from "../place/place-label";

const SELECTS: { name: keyof AdminJobFilters; label: string; options: [string, string][] }[] = [
  {
    name: "status",
    label: "Status",
    options: [
      ["active", "Active (listed)"],
      ["inactive", "Inactive"],
      ["expired", "Expired"],
    ],
  },
  {
    name: "featured",
    label: "Featured",
    options: [
      ["true", "Featured"],
      ["false", "Not featured"],
    ],
  },
  { name: "category", label: "Category", options: CATEGORY_OPTIONS.map((c) => [c, c === "other" ? "Other" : categoryLabel(c)]) },
  { name: "risk", label: "Risk", options: DANGER_LEVELS.map((l) => [l, DANGER_LABELS[l]]) },
  {
    name: "source",
    label: "Source",
    options: [
      ["seed", "Imported (seed)"],
      ["paid", "Paid"],
    ],
  },
  {
    name: "linkStatus",
    label: "Link status",
    options: [...LINK_STATUSES.map((s): [string, string] => [s, LINK_STATUS_LABELS[s]]), ["unchecked", LINK_STATUS_LABELS.unchecked]],
  },
  { name: "place", label: "Place", options: [["unknown", PLACE_NOT_KNOWN]] },
];

const field = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";

export function JobFilters({ filters }: { filters: AdminJobFilters }) {
  return (
    <form
      method="get"
      action="/admin"
      role="search"
      aria-label="Search jobs"
      className="mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="text-sm font-medium">
          Search
          <input
            name="search"
            type="search"
            defaultValue={filters.search ?? ""}
            placeholder="Title, company, place, description"
            className={field}
          />
        </label>
        <label className="text-sm font-medium">
          Employer
          <input name="employer" type="text" defaultValue={filters.employer ?? ""} placeholder="Company name" className={field} />
        </label>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-7">
        {SELECTS.map((s) => (
          <label key={s.name} className="text-sm font-medium">
            {s.label}
            <select name={s.name} defaultValue={String(filters[s.name] ?? "")} className={field}>
              <option value="">All</option>
              {s.options.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="submit"
          className="inline-flex items-center gap-2 rounded-md bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800"
        >
          <Search aria-hidden size={16} /> Apply
        </button>
        <Link href="/admin" className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100">
          Clear
        </Link>
      </div>
    </form>
  );
}
