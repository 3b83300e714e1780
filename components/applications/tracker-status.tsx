// An application's status as the tracker shows it: the words always, the colour only beside them.
import { STATUS_LABELS, type TrackedStatus } from "@/lib/applications/kinds";

const TONES: Record<TrackedStatus, string> = {
  sent: "border-slate-300 bg-slate-100 text-slate-900",
  viewed: "border-sky-300 bg-sky-50 text-sky-900",
  shortlisted: "border-amber-300 bg-amber-50 text-amber-950",
  declined: "border-red-300 bg-red-50 text-red-900",
  hired: "border-emerald-300 bg-emerald-50 text-emerald-900",
  withdrawn: "border-slate-300 bg-white text-slate-700",
  closed: "border-slate-300 bg-white text-slate-700",
};

export function TrackerStatus({ status }: { status: TrackedStatus }) {
  return (
    <span className={`inline-block rounded-full border px-2.5 py-0.5 text-sm font-semibold ${TONES[status]}`}>{STATUS_LABELS[status]}</span>
  );
}
