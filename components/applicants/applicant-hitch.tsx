// An applicant's tickets and medicals against the job's hitch, in the employer's words: the same rule and
// icons as the seeker's hitch list, but 'not held' where the seeker reads 'not in your profile'.
import { AlertTriangle, CircleCheck, CircleHelp, CircleX } from "lucide-react";
import { hitchItemText, type HitchItem, type HitchState } from "@/lib/applications/hitch";
import { formatDate } from "@/lib/format";

const LOOK: Record<HitchState, { icon: typeof CircleCheck; className: string }> = {
  valid: { icon: CircleCheck, className: "text-emerald-800" },
  lapses: { icon: AlertTriangle, className: "text-amber-900" },
  lapsed: { icon: CircleX, className: "text-red-800" },
  missing: { icon: CircleHelp, className: "text-slate-700" },
};

const text = (item: HitchItem) => (item.state === "missing" ? `${item.name} not held` : hitchItemText(item));

export function ApplicantHitch({ name, hitchEnd, items }: { name: string; hitchEnd: string; items: HitchItem[] }) {
  if (items.length === 0) return <p className="mt-2 text-sm text-slate-600">This job asks for no tickets or medicals.</p>;
  return (
    <div className="mt-2">
      <p className="text-xs text-slate-600">Tickets and medicals for the hitch to {formatDate(hitchEnd)}:</p>
      <ul className="mt-1 space-y-1 text-sm" aria-label={`${name}'s tickets and medicals for this hitch`}>
        {items.map((item) => {
          const { icon: Icon, className } = LOOK[item.state];
          return (
            <li key={`${item.name}-${item.state}`} className={`flex items-start gap-1.5 ${className}`}>
              <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span className="min-w-0 break-words">{text(item)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
