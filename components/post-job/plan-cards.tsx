"use client";
// The three plans as a radio group: price and duration on each radio, the features beside it (described
// by them, not inside them, since a radio's content is read as one name); professional marked popular.
import { PLAN_TYPES, PLANS, type PlanType } from "@/lib/plans";
import { RadioGroup, RadioGroupItem } from "../ui/radio-group";
import { PlanFeatures } from "./plan-features";

type Props = { selected: PlanType; onSelect: (plan: PlanType) => void };

export function PlanCards({ selected, onSelect }: Props) {
  return (
    <RadioGroup
      value={selected}
      onValueChange={(v) => onSelect(v as PlanType)}
      aria-label="Choose a plan"
      className="grid gap-4 md:grid-cols-3"
    >
      {PLAN_TYPES.map((type) => {
        const plan = PLANS[type];
        const checked = selected === type;
        return (
          // A click anywhere on the card chooses it; the keyboard uses the radio itself.
          <div
            key={type}
            onClick={() => onSelect(type)}
            className={`relative flex cursor-pointer flex-col rounded-lg border-2 bg-white shadow-sm transition ${checked ? "border-amber-600 ring-2 ring-amber-200" : "border-slate-200 hover:border-slate-400"}`}
          >
            {plan.popular && (
              <span className="absolute -top-3 right-4 rounded-full bg-amber-800 px-3 py-0.5 text-xs font-bold text-white">
                Most popular
              </span>
            )}
            <RadioGroupItem
              value={type}
              id={`plan-${type}`}
              aria-describedby={`plan-${type}-features`}
              className="flex flex-col items-start rounded-t-md px-5 pt-5 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
            >
              <span className="block text-lg font-bold">{plan.name}</span>
              <span className="mt-1 block text-3xl font-extrabold">£{plan.priceGbp}</span>
              <span className="block text-sm text-slate-600">Up to {plan.maxDays} days</span>
            </RadioGroupItem>
            <PlanFeatures id={`plan-${type}-features`} features={plan.features} className="px-5 pb-5" />
          </div>
        );
      })}
    </RadioGroup>
  );
}
