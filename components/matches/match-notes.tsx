// Why a job fits the signed-in worker and what stands in the way, under its card on "Jobs for you".
import { AlertTriangle, Check } from "lucide-react";
import type { JobMatch } from "@/lib/job-match";

export function MatchNotes({ match }: { match: JobMatch }) {
  if (!match.reasons.length && !match.gaps.length) return null;
  return (
    <ul className="mt-2 space-y-1 text-sm" aria-label="How this job fits you">
      {match.reasons.map((reason) => (
        <li key={reason} className="flex items-start gap-1.5 text-emerald-800">
          <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span className="min-w-0 break-words">{reason}</span>
        </li>
      ))}
      {match.gaps.map((gap) => (
        <li key={gap} className="flex items-start gap-1.5 text-amber-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span className="min-w-0 break-words">{gap}</span>
        </li>
      ))}
    </ul>
  );
}
