"use client";
// The three plans as a radio group: price, duration and features; professional marked popular.
import { PLAN_TYPES, PLANS, type PlanType } from "@/lib/plans";
import { PlanFeatures } from "./plan-features";

type Props = { selected: PlanType; onSelect: (plan: PlanType) => void };

export function PlanCards({ selected, onSelect }: Props) {
  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const step = event.key === "ArrowRight" || event.key === "ArrowDown" ? 1 : event.key === "ArrowLeft" || event.key === "ArrowUp" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = PLAN_TYPES[(index + step + PLAN_TYPES.length) % PLAN_TYPES.length];
    onSelect(next);
    document.getElementById(`plan-${next}`)?.focus();
  }
  return (
    <div role="radiogroup" aria-label="Choose a plan" className="grid gap-4 md:grid-cols-3">
      {PLAN_TYPES.map((type, index) => {
        const plan = PLANS[type];
        const checked = selected === type;
        return (
          <button
            key={type}
            id={`plan-${type}`}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onSelect(type)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={`relative flex flex-col items-start rounded-lg border-2 bg-white p-5 text-left shadow-sm transition ${checked ? "border-amber-600 ring-2 ring-amber-200" : "border-slate-200 hover:border-slate-400"}`}
          >
            {plan.popular && <span className="absolute -top-3 right-4 rounded-full bg-amber-600 px-3 py-0.5 text-xs font-bold text-white">Most popular</span>}
            <span className="block text-lg font-bold">{plan.name}</span>
            <span className="mt-1 block text-3xl font-extrabold">£{plan.priceGbp}</span>
            <span className="block text-sm text-slate-600">Up to {plan.maxDays} days</span>
            <PlanFeatures features={plan.features} />
          </button>
        );
      })}
    </div>
  );
}
