// A row of figures in cards (dashboard counts, CRM totals, My Jobs): a description list, label then value.
type Stat = { label: string; value: number | string };

export function StatCards({ stats, label, className = "" }: { stats: Stat[]; label?: string; className?: string }) {
  return (
    <dl aria-label={label} className={`grid gap-3 ${stats.length === 3 ? "grid-cols-3" : "grid-cols-2 md:grid-cols-4"} ${className}`}>
      {stats.map((s) => (
        <div key={s.label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{s.label}</dt>
          <dd className="mt-1 text-3xl font-extrabold">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
