// The hitch check as a list: each ticket and medical a job asks for, with whether it holds through the first
// hitch. Presentational and hook-free, so the job page's island, the apply sheet and Jobs for you render the
// same words; each state has its own icon and wording, so colour is never the only signal.
import { AlertTriangle, CircleCheck, CircleHelp, CircleX } from "../icons/line-icons";
import type { HitchItem, HitchState } from "@/lib/applications/hitch";
import { hitchItemText } from "@/lib/applications/hitch";
import { formatDate } from "@/lib/format";

const LOOK: Record<HitchState, { icon: typeof CircleCheck; className: string }> = {
  valid: { icon: CircleCheck, className: "text-emerald-800" },
  lapses: { icon: AlertTriangle, className: "text-amber-900" },
  lapsed: { icon: CircleX, className: "text-red-800" },
  missing: { icon: CircleHelp, className: "text-slate-700" },
};

type Props = {
  hitchEnd: string;
  items: HitchItem[];
  /** Shown above the list; the job page and the sheet name it, a match card leaves it out. */
  title?: string;
  className?: string;
  /** The employer's inbox reads the list about an applicant: its own lead line, name and words per item. */
  lead?: string;
  label?: string;
  itemText?: (item: HitchItem) => string;
};

export function HitchList({ hitchEnd, items, title, className, lead, label, itemText = hitchItemText }: Props) {
  if (items.length === 0) return null;
  return (
    <div className={className}>
      {title && <p className="font-semibold text-slate-900">{title}</p>}
      <p className="text-xs text-slate-600">{lead ?? `This hitch runs to ${formatDate(hitchEnd)}.`}</p>
      <ul className="mt-1 space-y-1 text-sm" aria-label={label ?? "Your tickets and medicals for this hitch"}>
        {items.map((item) => {
          const { icon: Icon, className: tone } = LOOK[item.state];
          return (
            <li key={`${item.name}-${item.state}`} className={`flex items-start gap-1.5 ${tone}`}>
              <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span className="min-w-0 break-words">{itemText(item)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
