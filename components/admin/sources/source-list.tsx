// The sources, one card each (a table would not fit a phone): kind, name, employer, allowance and jobs live,
// what it did, and how its last run ended, with its error when it failed.
import Link from "next/link";
import type { SourceRow } from "@/lib/schemas/job-sources";
import { KIND_LABELS, lastRunText } from "./source-labels";

type Props = { sources: (Omit<SourceRow, "lastRunAt" | "createdAt"> & { lastRunAt: Date | string | null })[] };

export function SourceList({ sources }: Props) {
  if (!sources.length)
    return <p className="mt-4 rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-700">No sources yet.</p>;
  return (
    <ul className="mt-4 grid gap-3">
      {sources.map((s) => (
        <li key={s.id} className="rounded-lg border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <h3 className="min-w-0 text-lg font-bold break-words">
              <Link href={`/admin/sources/${s.id}`} className="text-amber-800 underline">
                {s.name}
              </Link>
            </h3>
            <span className="text-sm text-slate-600">
              {KIND_LABELS[s.kind]}
              {s.paused && <strong className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-800">Paused</strong>}
            </span>
          </div>
          <p className="mt-1 text-sm break-words text-slate-700">For {s.employerName}</p>
          <dl className="mt-3 grid grid-cols-3 gap-2 text-sm sm:grid-cols-6">
            {(
              [
                ["Live", `${s.jobsLive} / ${s.allowance}`],
                ["Created", s.created],
                ["Updated", s.updated],
                ["Closed", s.closed],
                ["Refused", s.refused],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <p className={`mt-2 text-sm ${s.lastRunStatus === "error" ? "text-red-700" : "text-slate-700"}`}>
            Last run: {lastRunText(s.lastRunAt, s.lastRunStatus)}
            {s.lastRunStatus === "error" && s.lastError && <span className="block break-words">{s.lastError}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}
