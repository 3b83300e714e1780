// Which job a chart shows, as a plain GET form: it works without JavaScript and keeps the chosen period.
import type { ChartDays } from "@/lib/charts";

type Props = { path: string; days: ChartDays; selected: string; options: { value: string; label: string }[] };

export function JobPicker({ path, days, selected, options }: Props) {
  return (
    <form method="get" action={path} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="days" value={days} />
      <label className="flex min-w-0 flex-1 flex-col text-sm font-semibold">
        Chart for
        <select
          name="job"
          defaultValue={selected}
          className="mt-1 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1.5 font-normal"
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded-md bg-slate-900 px-4 py-1.5 text-sm font-semibold text-white hover:bg-slate-700">
        Show
      </button>
    </form>
  );
}
