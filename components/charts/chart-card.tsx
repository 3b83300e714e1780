// The frame every chart section shares: a heading, the period links, any picker, then the chart.
import type { ReactNode } from "react";

type Props = { id: string; heading: string; controls: ReactNode; children: ReactNode };

export function ChartCard({ id, heading, controls, children }: Props) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-xl font-bold">
        {heading}
      </h2>
      <div className="mt-3 space-y-3">{controls}</div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
