// The posting plans: the only source of prices and durations, server and client.
import { ukDaysBetween } from "./closing-date";
import { termText } from "./listing-term";

export const PLAN_TYPES = ["starter", "professional", "premium"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export type Plan = {
  type: PlanType;
  name: string;
  priceGbp: number;
  maxDays: number;
  featured: boolean;
  popular: boolean;
  features: string[];
};

export const PLANS: Record<PlanType, Plan> = {
  starter: {
    type: "starter",
    name: "Starter",
    priceGbp: 99,
    maxDays: 30,
    featured: false,
    popular: false,
    features: ["Basic search visibility", "Email support"],
  },
  professional: {
    type: "professional",
    name: "Professional",
    priceGbp: 199,
    maxDays: 90,
    featured: false,
    popular: true,
    features: ["Enhanced visibility", "Swipe mode inclusion", "Priority support"],
  },
  premium: {
    type: "premium",
    name: "Premium",
    priceGbp: 299,
    maxDays: 180,
    featured: true,
    popular: false,
    features: ["Featured placement", "Swipe mode", "Social promotion", "Dedicated support"],
  },
};

export const DEFAULT_PLAN: PlanType = "professional";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The furthest a job on this plan may be listed, counted from a moment (admin imports have no dates). */
export function planExpiry(plan: PlanType, from: Date): Date {
  return new Date(from.getTime() + PLANS[plan].maxDays * DAY_MS);
}

/** No plan lists a job for longer than this. */
const MAX_PLAN_DAYS = Math.max(...PLAN_TYPES.map((p) => PLANS[p].maxDays));

/**
 * Days from the application start to the closing date, counted as UK calendar days: the closing day itself
 * is open until its end (decision 117), so 1 to 31 January is 30 days, as it was when a closing date ended
 * at its first moment, and an extension from the current end counts the same days.
 */
function daysNeeded(start: Date, closing: Date): number {
  return Math.max(0, ukDaysBetween(start, closing));
}

/** The cheapest plan that lists a job for this many days, or null when none does. */
function cheapestPlanFor(days: number): PlanType | null {
  return PLAN_TYPES.find((p) => PLANS[p].maxDays >= days) ?? null;
}

export type PlanCheck = { isValid: boolean; message: string; requiredPlan: PlanType | null; daysNeeded: number };

/** Does this plan cover the application window? The one rule the form, checkout and server share. */
export function checkPlan(plan: PlanType, start: Date, closing: Date): PlanCheck {
  const days = daysNeeded(start, closing);
  const requiredPlan = cheapestPlanFor(days);
  if (!requiredPlan) {
    return {
      isValid: false,
      message: `No plan covers ${days} days: the longest listing is ${MAX_PLAN_DAYS} days. Choose an earlier closing date.`,
      requiredPlan: null,
      daysNeeded: days,
    };
  }
  if (PLANS[plan].maxDays < days) {
    return {
      isValid: false,
      message: `The ${PLANS[plan].name} plan covers up to ${PLANS[plan].maxDays} days, but your job needs ${days} days (${termText(start, closing)}). Choose the ${PLANS[requiredPlan].name} plan or an earlier closing date.`,
      requiredPlan,
      daysNeeded: days,
    };
  }
  return {
    isValid: true,
    message: `The ${PLANS[plan].name} plan covers your ${days} day listing, ${termText(start, closing)}.`,
    requiredPlan,
    daysNeeded: days,
  };
}

/** What a plan costs in pence, the unit payment providers count in. */
export function planAmountPence(plan: PlanType): number {
  return PLANS[plan].priceGbp * 100;
}

/** Whether a payment of `amount` (pence) in `currency` is exactly what `plan` costs: the one money check. */
export function paysPlanPrice(plan: PlanType, amount: number, currency: string): boolean {
  return amount === planAmountPence(plan) && currency.toLowerCase() === "gbp";
}
