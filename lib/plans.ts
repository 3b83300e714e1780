// The posting plans (spec section 3): the only source of prices and durations, server and client.
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

/** When a job on this plan stops being listed, counted from the moment it goes live. */
export function planExpiry(plan: PlanType, from: Date): Date {
  return new Date(from.getTime() + PLANS[plan].maxDays * DAY_MS);
}
