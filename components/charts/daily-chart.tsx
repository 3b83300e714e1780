// A per-day chart drawn on the server as SVG: no JavaScript. Each series gets its own panel and scale
// (page views dwarf apply clicks), the axis labels are HTML so they stay legible at any width, and the
// numbers behind it are a table for screen readers and anyone who wants exact figures.
import { longDay, shortDay } from "@/lib/charts";

export type ChartSeries = { label: string; color: string; values: number[] };

const PANEL_HEIGHT = "h-24 sm:h-28";

/** A round top for the scale: 1, 2, 5, 10, 20, 50… at or above the largest value. */
function scaleTop(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * power).find((top) => top >= max)!;
}

function describe(title: string, days: string[], series: ChartSeries[]): string {
  const parts = series.map(({ label, values }) => {
    const total = values.reduce((a, b) => a + b, 0);
    if (total === 0) return `${label}: none`;
    const peak = Math.max(...values);
    return `${label}: ${total} in all, most ${peak} on ${shortDay(days[values.indexOf(peak)])}`;
  });
  return `${title}, ${shortDay(days[0])} to ${shortDay(days[days.length - 1])}. ${parts.join("; ")}.`;
}

function Panel({ series, days }: { series: ChartSeries; days: string[] }) {
  const top = scaleTop(Math.max(...series.values));
  const last = days.length - 1;
  const points = series.values.map((v, i) => `${i},${top - v}`).join(" ");
  return (
    <div>
      <p className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <span aria-hidden className="inline-block h-1 w-4 rounded" style={{ backgroundColor: series.color }} />
        {series.label}
      </p>
      <div className="mt-1 flex gap-2">
        <div
          aria-hidden
          className={`flex w-8 shrink-0 flex-col justify-between text-right text-xs text-slate-600 tabular-nums ${PANEL_HEIGHT}`}
        >
          <span className="-mt-2">{top}</span>
          <span className="-mb-2">0</span>
        </div>
        <svg
          aria-hidden
          viewBox={`0 0 ${last} ${top}`}
          preserveAspectRatio="none"
          className={`w-full min-w-0 flex-1 overflow-visible ${PANEL_HEIGHT}`}
        >
          {[0, top / 2, top].map((y) => (
            <line key={y} x1={0} x2={last} y1={y} y2={y} stroke="#e2e8f0" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          ))}
          <polygon points={`0,${top} ${points} ${last},${top}`} fill={series.color} fillOpacity={0.12} />
          <polyline
            points={points}
            fill="none"
            stroke={series.color}
            strokeWidth={2}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
    </div>
  );
}

export function DailyChart({ title, days, series }: { title: string; days: string[]; series: ChartSeries[] }) {
  const middle = days[Math.floor((days.length - 1) / 2)];
  return (
    <figure className="min-w-0">
      <figcaption className="text-base font-bold">{title}</figcaption>
      <div role="img" aria-label={describe(title, days, series)} className="mt-3 space-y-4">
        {series.map((s) => (
          <Panel key={s.label} series={s} days={days} />
        ))}
        <div aria-hidden className="ml-10 flex justify-between text-xs text-slate-600">
          <span>{shortDay(days[0])}</span>
          <span>{shortDay(middle)}</span>
          <span>{shortDay(days[days.length - 1])}</span>
        </div>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-amber-800 underline">Show the numbers as a table</summary>
        <div className="mt-2 max-h-80 overflow-auto rounded border border-slate-200">
          <table className="w-full text-left whitespace-nowrap tabular-nums">
            <caption className="sr-only">{title}, per day</caption>
            <thead className="sticky top-0 bg-slate-100">
              <tr>
                <th scope="col" className="px-2 py-1.5 sm:px-3">
                  Date
                </th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="px-2 py-1.5 text-right sm:px-3">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day} className="border-t border-slate-100">
                  <th scope="row" className="px-2 py-1 font-normal sm:px-3">
                    {longDay(day)}
                  </th>
                  {series.map((s) => (
                    <td key={s.label} className="px-2 py-1 text-right sm:px-3">
                      {s.values[i]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
