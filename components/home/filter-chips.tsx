// Chips above the results: the quick filters (spec: Oil & Gas, Mining, Construction) as toggles, then every
// other filter that is on, each removable, and 'Clear all'. Plain links to each view, at its results: they
// work before and without scripts, and a view is loaded whole (filter-form.tsx says why).
import { activeFilters } from "@/lib/home-filter-labels";
import { homeHref, type HomeFilters } from "@/lib/home-query";

const QUICK = [
  { category: "oil-gas", label: "Oil & Gas" },
  { category: "mining", label: "Mining" },
  { category: "construction", label: "Construction" },
] as const;

const CHIP = "rounded-full border px-3 py-1 text-sm";

export function FilterChips({ filters }: { filters: HomeFilters }) {
  const base = { ...filters, cursor: undefined };
  const quick = QUICK.some((q) => q.category === filters.category);
  const active = activeFilters(filters).filter((f) => !(quick && f.key === "category"));
  return (
    <>
      {QUICK.map((q) => {
        const on = filters.category === q.category;
        return (
          <a
            key={q.category}
            href={homeHref({ ...base, category: on ? undefined : q.category })}
            aria-current={on ? "true" : undefined}
            className={`${CHIP} ${on ? "border-amber-700 bg-amber-700 text-white" : "border-slate-300 bg-white hover:bg-slate-100"}`}
          >
            {q.label}
          </a>
        );
      })}
      {active.map((f) => (
        <a
          key={f.key}
          href={homeHref({ ...base, [f.key]: undefined })}
          aria-label={`Remove filter: ${f.label}`}
          className={`${CHIP} inline-flex items-center gap-1 border-slate-800 bg-slate-800 text-white hover:bg-slate-700`}
        >
          {f.label} <span aria-hidden>×</span>
        </a>
      ))}
      {active.length + (quick ? 1 : 0) > 1 && (
        <a href={homeHref({ search: filters.search, sort: filters.sort })} className="px-1 text-sm font-semibold text-amber-800 underline">
          Clear all
        </a>
      )}
    </>
  );
}
