// Each schedule's last run: the period it was for, when it was queued and how its job stands, and a plain
// warning when the current period still has no run long after it began. Cards at every width, so a long
// error wraps in place and the page never scrolls sideways.
import type { z } from "zod";
import { formatDate, formatDateTime } from "@/lib/format";
import type { scheduleStatusSchema } from "@/lib/schemas/scheduled-work";

type ScheduleStatus = z.input<typeof scheduleStatusSchema>;
type JobState = NonNullable<ScheduleStatus["state"]>;

const STATE_TEXT: Record<JobState, string> = {
  created: "Waiting to run",
  retry: "Waiting for another try",
  active: "Running",
  completed: "Done",
  cancelled: "Cancelled",
  failed: "Failed",
};
const STATE_LOOK: Record<JobState, string> = {
  created: "bg-slate-200 text-slate-800",
  retry: "bg-amber-100 text-amber-900",
  active: "bg-sky-100 text-sky-900",
  completed: "bg-green-100 text-green-900",
  cancelled: "bg-slate-200 text-slate-800",
  failed: "bg-red-100 text-red-800",
};

/** Daily periods are keyed by their date; the shortened ones tests use, by their start to the second. */
const periodText = (key: string) => (/^\d{4}-\d{2}-\d{2}$/.test(key) ? formatDate(key) : formatDateTime(key));

function JobStateBadge({ run }: { run: ScheduleStatus }) {
  if (run.state)
    return <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATE_LOOK[run.state]}`}>{STATE_TEXT[run.state]}</span>;
  // A job done more than a week ago is no longer kept; a schedule that never ran has none.
  return <span className="text-slate-700">{run.jobId ? "No longer kept" : "Not run yet"}</span>;
}

export function ScheduleRuns({ schedules }: { schedules: ScheduleStatus[] }) {
  return (
    <ul className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {schedules.map((run) => (
        <li key={run.schedule}>
          <article aria-label={run.label} className="h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="font-semibold break-words">{run.label}</h3>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-700">Last run for</dt>
              <dd>{run.lastPeriod ? periodText(run.lastPeriod) : "None yet"}</dd>
              <dt className="text-slate-700">Queued</dt>
              <dd>{formatDateTime(run.enqueuedAt)}</dd>
              <dt className="text-slate-700">State</dt>
              <dd>
                <JobStateBadge run={run} />
              </dd>
            </dl>
            {run.error && (
              <p className="mt-2 rounded bg-slate-50 p-2 font-mono text-xs break-words text-slate-800">
                <span className="sr-only">Last error: </span>
                {run.error}
              </p>
            )}
            {run.missed && (
              <p className="mt-2 rounded border border-red-200 bg-red-50 p-2 text-sm font-semibold text-red-800">
                Missed: no run yet for the current period
              </p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
