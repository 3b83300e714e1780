// The jobs that failed, newest first: what each was for, when and how often it failed and its last error
// (scrubbed on the server), with Retry or Cancel. Cards at every width, so a long error wraps in place.
import type { z } from "zod";
import { formatDateTime } from "@/lib/format";
import type { troubledJobSchema } from "@/lib/schemas/background-work";
import { TroubledJobActions } from "./troubled-job-actions";

type TroubledJob = z.input<typeof troubledJobSchema>;

const STATE_TEXT = { retrying: "Waiting for another try", failed: "Failed", cancelled: "Cancelled" } as const;
const STATE_LOOK = {
  retrying: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-800",
  cancelled: "bg-slate-200 text-slate-800",
} as const;

type Props = { jobs: TroubledJob[]; labels: Record<string, string> };

export function TroubledJobs({ jobs, labels }: Props) {
  if (jobs.length === 0)
    return (
      <p className="mt-3 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">Nothing has failed.</p>
    );
  return (
    <ul className="mt-3 space-y-3">
      {jobs.map((job) => (
        <li key={job.id}>
          <article aria-label={job.summary} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="text-sm text-slate-700">
                  {labels[job.kind] ?? job.kind} ·{" "}
                  <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATE_LOOK[job.state]}`}>{STATE_TEXT[job.state]}</span>
                </p>
                <h3 className="mt-1 font-semibold break-words">{job.summary}</h3>
                <p className="text-sm text-slate-700">
                  {formatDateTime(job.failedAt)} · tried {job.retryCount + 1} {job.retryCount === 0 ? "time" : "times"}
                </p>
              </div>
              <TroubledJobActions id={job.id} state={job.state} summary={job.summary} />
            </div>
            {job.lastError && (
              <p className="mt-2 rounded bg-slate-50 p-2 font-mono text-xs break-words text-slate-800">
                <span className="sr-only">Last error: </span>
                {job.lastError}
              </p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
