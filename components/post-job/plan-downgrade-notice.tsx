// After 'Plan Optimized': which features the cheaper plan leaves out, and a way to keep the plan that had them.
import { PLANS } from "@/lib/plans";
import type { Downgrade } from "./use-plan-choice";

export function PlanDowngradeNotice({ dropped, onKeep }: { dropped: Downgrade; onKeep: () => void }) {
  const from = PLANS[dropped.from];
  const to = PLANS[dropped.to];
  return (
    <div role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>
        {to.name} (£{to.priceGbp}) covers these dates, so we selected it. It leaves out what {from.name} includes:{" "}
        <strong>{dropped.lost.join(", ")}</strong>.
      </p>
      <button
        type="button"
        onClick={onKeep}
        className="mt-2 rounded-md border border-amber-800 px-3 py-1.5 font-semibold text-amber-900 hover:bg-amber-100"
      >
        Keep {from.name} (£{from.priceGbp})
      </button>
    </div>
  );
}
