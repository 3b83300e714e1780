// The 30/90-day choice as two links (a segmented control that needs no JavaScript): each keeps the page's
// other choices in its query string.
import Link from "next/link";
import { CHART_DAYS, type ChartDays } from "@/lib/charts";

type Props = { path: string; days: ChartDays; keep?: Record<string, string | undefined> };

export function RangeLinks({ path, days, keep = {} }: Props) {
  const href = (choice: ChartDays) => {
    const query = new URLSearchParams(
      Object.entries({ ...keep, days: String(choice) }).filter((e): e is [string, string] => Boolean(e[1])),
    );
    return `${path}?${query}`;
  };
  return (
    <nav aria-label="Chart period" className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 text-sm">
      {CHART_DAYS.map((choice) => (
        <Link
          key={choice}
          href={href(choice)}
          scroll={false}
          aria-current={choice === days ? "page" : undefined}
          className={`rounded px-3 py-1.5 font-semibold ${choice === days ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100"}`}
        >
          Last {choice} days
        </Link>
      ))}
    </nav>
  );
}
