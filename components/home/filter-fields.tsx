// The board's filters as labelled selects: the desktop sidebar's form and the phone's filter sheet draw the
// same fields (location, salary with its rule, category, risk, rotation, tickets, travel, visa, arrangement).
import { CATEGORY_OPTIONS, categoryLabel } from "@/lib/categories";
import { ROTATION_LABELS, ROTATIONS, TICKET_LABELS, TICKETS } from "@/lib/extreme-work";
import { SALARY_LABELS, SALARY_RULE, SHEET_FILTER_KEYS, type SheetFilterKey } from "@/lib/home-filter-labels";
import type { HomeFilters } from "@/lib/home-query";
import { DANGER_LEVELS, RISK_LABELS } from "@/lib/job-fields";
import { LOCATION_GROUP_LABELS, LOCATION_GROUPS } from "@/lib/location-groups";
import { WORK_ARRANGEMENT_LABELS, WORK_ARRANGEMENTS } from "@/lib/work-arrangement";

type SelectProps = {
  label: string;
  name: string;
  value: string | undefined;
  all: string;
  options: [string, string][];
  hint?: { id: string; text: string };
};

/** One labelled select; its 'no filter' choice is `all`, which the address leaves out. */
function FilterSelect({ label, name, value, all, options, hint }: SelectProps) {
  const select = (
    <label className="block text-sm">
      <span className="font-medium text-slate-800">{label}</span>
      <select
        name={name}
        defaultValue={value ?? "all"}
        aria-describedby={hint?.id}
        className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2"
      >
        <option value="all">{all}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  if (!hint) return select;
  return (
    <div>
      {select}
      <p id={hint.id} className="mt-1 text-xs text-slate-600">
        {hint.text}
      </p>
    </div>
  );
}

/** Each filter's label, its 'no filter' choice and its options, in the order the form shows them. */
const FIELDS: Record<SheetFilterKey, { label: string; all: string; options: [string, string][] }> = {
  location: { label: "Location", all: "All locations", options: LOCATION_GROUPS.map((g) => [g, LOCATION_GROUP_LABELS[g]]) },
  salary: { label: "Salary range", all: "All salaries", options: Object.entries(SALARY_LABELS) },
  category: { label: "Category", all: "All categories", options: CATEGORY_OPTIONS.map((c) => [c, categoryLabel(c)]) },
  riskLevel: { label: "Risk level", all: "Any risk level", options: DANGER_LEVELS.map((d) => [d, RISK_LABELS[d]]) },
  rotation: { label: "Rotation", all: "Any rotation", options: ROTATIONS.map((r) => [r, ROTATION_LABELS[r]]) },
  ticket: { label: "Ticket held", all: "Any tickets", options: TICKETS.map((t) => [t, TICKET_LABELS[t]]) },
  travelPaid: { label: "Travel", all: "Travel paid or not", options: [["true", "Travel paid"]] },
  visaSponsorship: { label: "Visa", all: "Visa sponsorship or not", options: [["true", "Visa sponsorship"]] },
  workArrangement: {
    label: "Work arrangement",
    all: "Any arrangement",
    options: WORK_ARRANGEMENTS.map((w) => [w, WORK_ARRANGEMENT_LABELS[w]]),
  },
};

/** `idPrefix`: the sidebar and the sheet can both be in the page; their ids must differ. */
export function FilterFields({ filters, idPrefix }: { filters: HomeFilters; idPrefix: string }) {
  return SHEET_FILTER_KEYS.map((name) => (
    <FilterSelect
      key={name}
      name={name}
      value={filters[name]}
      {...FIELDS[name]}
      hint={name === "salary" ? { id: `${idPrefix}-salary-rule`, text: SALARY_RULE } : undefined}
    />
  ));
}
