// The job filter bar: a plain GET form, so filtering works without JavaScript and lives in the address.
import Form from "next/form";
import Link from "next/link";
import { Search } from "lucide-react";
import { CATEGORY_OPTIONS, categoryLabel } from "@/lib/categories";
import { RISK_LABELS, ROTATION_LABELS, ROTATIONS, TICKET_LABELS, TICKETS } from "@/lib/extreme-work";
import { DANGER_LEVELS } from "@/lib/job-fields";
import { SORT_LABELS, SORT_OPTIONS } from "@/lib/job-sort";
import { LOCATION_GROUP_LABELS, LOCATION_GROUPS } from "@/lib/location-groups";
import { SALARY_BANDS } from "@/lib/salary";
import { homeHref, type HomeFilters } from "@/lib/schemas/home-filters";

const SALARY_LABELS: Record<keyof typeof SALARY_BANDS, string> = {
  "80-120": "£80K - £120K",
  "120-200": "£120K - £200K",
  "200+": "£200K+",
};

const QUICK = [
  { category: "oil-gas", label: "Oil & Gas" },
  { category: "mining", label: "Mining" },
  { category: "construction", label: "Construction" },
] as const;

type SelectProps = { label: string; name: string; value: string | undefined; all?: string; options: [string, string][] };

/** One labelled select of the bar; `all` adds the 'no filter' choice, which the address leaves out. */
function FilterSelect({ label, name, value, all, options }: SelectProps) {
  return (
    <label>
      <span className="sr-only">{label}</span>
      <select name={name} defaultValue={value ?? "all"} className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm">
        {all && <option value="all">{all}</option>}
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

export function FilterBar({ filters }: { filters: HomeFilters }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      {/* The address is the one state: a new address (a quick badge, Load More) remounts the form, so its
          selects show what the list shows and the next Apply Filters keeps it. */}
      <Form key={homeHref(filters, "")} action="/search" scroll={false} className="grid gap-3 md:grid-cols-6" aria-label="Filter jobs">
        <label className="md:col-span-2">
          <span className="sr-only">Search jobs</span>
          <span className="relative block">
            <Search aria-hidden size={16} className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-500" />
            <input
              type="search"
              name="search"
              defaultValue={filters.search ?? ""}
              placeholder="Job title, company..."
              className="w-full rounded-md border border-slate-300 py-2 pr-3 pl-9 text-sm"
            />
          </span>
        </label>
        <FilterSelect label="Sort by" name="sort" value={filters.sort ?? "newest"} options={SORT_OPTIONS.map((s) => [s, SORT_LABELS[s]])} />
        <FilterSelect
          label="Location"
          name="location"
          value={filters.location}
          all="All locations"
          options={LOCATION_GROUPS.map((g) => [g, LOCATION_GROUP_LABELS[g]])}
        />
        <FilterSelect
          label="Salary range"
          name="salary"
          value={filters.salary}
          all="All salaries"
          options={Object.entries(SALARY_LABELS)}
        />
        <FilterSelect
          label="Category"
          name="category"
          value={filters.category}
          all="All categories"
          options={CATEGORY_OPTIONS.map((c) => [c, categoryLabel(c)])}
        />
        <FilterSelect
          label="Risk level"
          name="riskLevel"
          value={filters.riskLevel}
          all="Any risk level"
          options={DANGER_LEVELS.map((d) => [d, RISK_LABELS[d]])}
        />
        <FilterSelect
          label="Rotation"
          name="rotation"
          value={filters.rotation}
          all="Any rotation"
          options={ROTATIONS.map((r) => [r, ROTATION_LABELS[r]])}
        />
        <FilterSelect
          label="Ticket held"
          name="ticket"
          value={filters.ticket}
          all="Any tickets"
          options={TICKETS.map((t) => [t, TICKET_LABELS[t]])}
        />
        <FilterSelect
          label="Travel"
          name="travelPaid"
          value={filters.travelPaid}
          all="Travel paid or not"
          options={[["true", "Travel paid"]]}
        />
        <button
          type="submit"
          className="rounded-md bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 md:col-span-2 md:justify-self-end"
        >
          Apply Filters
        </button>
      </Form>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-600">Quick filters:</span>
        {QUICK.map((q) => (
          <Link
            key={q.category}
            href={homeHref({ ...filters, category: filters.category === q.category ? undefined : q.category, cursor: undefined })}
            scroll={false}
            aria-current={filters.category === q.category ? "true" : undefined}
            className={`rounded-full border px-3 py-1 ${filters.category === q.category ? "border-amber-700 bg-amber-700 text-white" : "border-slate-300 hover:bg-slate-100"}`}
          >
            {q.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
