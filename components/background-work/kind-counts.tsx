// Jobs by kind and state. On a phone each kind is a card of four figures; from the small breakpoint up, a
// table row: the page never scrolls sideways.
import type { z } from "zod";
import type { kindCountsSchema } from "@/lib/schemas/background-work";

type KindCounts = z.input<typeof kindCountsSchema>;

const FIGURES = [
  { key: "queued", label: "Queued" },
  { key: "running", label: "Running" },
  { key: "failed", label: "Failed" },
  { key: "done", label: "Done (7 days)" },
] as const;

const number = new Intl.NumberFormat("en-GB");

export function KindCountsTable({ kinds }: { kinds: KindCounts[] }) {
  return (
    <div className="mt-3 sm:overflow-hidden sm:rounded-lg sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm">
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">Jobs by kind and state</caption>
        <thead className="bg-slate-50 text-slate-700 max-sm:sr-only">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Kind
            </th>
            {FIGURES.map((f) => (
              <th key={f.key} scope="col" className="px-3 py-2 text-right font-semibold">
                {f.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:grid max-sm:gap-3">
          {kinds.map((k) => (
            <tr
              key={k.kind}
              className="border-t border-slate-100 bg-white max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:p-3 max-sm:shadow-sm"
            >
              <th scope="row" className="px-3 py-2 font-semibold max-sm:col-span-2 max-sm:px-0 max-sm:pt-0">
                {k.label}
              </th>
              {FIGURES.map((f) => (
                <td key={f.key} className="px-3 py-2 text-right tabular-nums max-sm:flex max-sm:justify-between max-sm:px-0 max-sm:py-1">
                  <span className="text-slate-700 sm:sr-only">{f.label}</span>
                  <span className={f.key === "failed" && k.failed > 0 ? "font-bold text-red-700" : undefined}>
                    {number.format(k[f.key])}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
