// Why a job fits the signed-in worker and what stands in the way, under its card on "Jobs for you", with
// the hitch check beneath. A gap the hitch check already says (a ticket that lapses) is left out, so each
// ticket is spoken of once, by the hitch rule.
import { AlertTriangle, Check } from "lucide-react";
import type { HitchCheck } from "@/lib/applications/hitch";
import type { JobMatch } from "@/lib/job-match";
import { HitchList } from "../applications/hitch-list";

type Props = { match: JobMatch; hitch?: HitchCheck; saidByHitch?: string[] };

export function MatchNotes({ match, hitch, saidByHitch = [] }: Props) {
  const gaps = match.gaps.filter((gap) => !saidByHitch.includes(gap));
  const hitchList = hitch && <HitchList hitchEnd={hitch.hitchEnd} items={hitch.items} className="mt-2" />;
  if (!match.reasons.length && !gaps.length) return hitchList || null;
  return (
    <>
      <ul className="mt-2 space-y-1 text-sm" aria-label="How this job fits you">
        {match.reasons.map((reason) => (
          <li key={reason} className="flex items-start gap-1.5 text-emerald-800">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span className="min-w-0 break-words">{reason}</span>
          </li>
        ))}
        {gaps.map((gap) => (
          <li key={gap} className="flex items-start gap-1.5 text-amber-900">
            <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span className="min-w-0 break-words">{gap}</span>
          </li>
        ))}
      </ul>
      {hitchList}
    </>
  );
}
