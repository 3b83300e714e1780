// A plan's features with check marks: the post-job plan cards and the pricing page show the same list.
import { Check } from "lucide-react";

export function PlanFeatures({ features, id, className = "" }: { features: string[]; id?: string; className?: string }) {
  return (
    <ul id={id} className={`mt-3 space-y-1 text-sm text-slate-700 ${className}`}>
      {features.map((f) => (
        <li key={f} className="flex items-center gap-2">
          <Check aria-hidden="true" className="h-4 w-4 shrink-0 text-emerald-600" />
          {f}
        </li>
      ))}
    </ul>
  );
}
