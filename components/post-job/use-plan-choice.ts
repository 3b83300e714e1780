"use client";
// The chosen plan and the Featured box: featured forces premium, unticking re-validates,
// and a date change lets the server's plan check upgrade or optimise the plan with a toast. An optimised
// (cheaper) plan that lacks features of the one it replaced says which, and offers to keep the chosen plan;
// a plan kept that way is not optimised again.
import { useCallback, useEffect, useRef, useState } from "react";
import { PLANS, type PlanCheck, type PlanType } from "@/lib/plans";
import type { postValidatePlan } from "@/lib/api/operations/posting";
import { endpoint } from "../query/call-api";
import { toast } from "../toast/toast-store";

const validatePlan = endpoint<typeof postValidatePlan>("POST /api/validate-plan");

export async function fetchPlanCheck(
  planType: PlanType,
  applicationStartDate: string,
  applicationClosingDate: string,
): Promise<PlanCheck | null> {
  try {
    return await validatePlan.call({ body: { planType, applicationStartDate, applicationClosingDate } });
  } catch (error) {
    console.warn("Plan validation failed", error); // a failed check is only logged: the server prices the job anyway
    return null;
  }
}

/** A cheaper plan chosen for the employer, and what it leaves out of the one they had. */
export type Downgrade = { from: PlanType; to: PlanType; lost: string[] };

function downgrade(from: PlanType, to: PlanType): Downgrade | null {
  const lost = PLANS[from].features.filter((f) => !PLANS[to].features.includes(f));
  return lost.length ? { from, to, lost } : null;
}

export function usePlanChoice(initial: PlanType, start: string, closing: string) {
  const [plan, setPlan] = useState<PlanType>(initial);
  const [check, setCheck] = useState<PlanCheck | null>(null);
  const [dropped, setDropped] = useState<Downgrade | null>(null);
  const kept = useRef<PlanType | null>(null);
  const planRef = useRef(plan);
  useEffect(() => {
    planRef.current = plan;
  }, [plan]);

  const revalidate = useCallback(
    async (current: PlanType, featured: boolean) => {
      if (!start || !closing) return setCheck(null);
      const result = await fetchPlanCheck(current, start, closing);
      if (!result) return;
      const required = result.requiredPlan;
      const upgrade = !result.isValid && required;
      const optimise = result.isValid && required && required !== current && !featured && kept.current !== current;
      if (upgrade || optimise) {
        setPlan(required);
        setDropped(optimise ? downgrade(current, required) : null);
        setCheck({ ...result, isValid: true });
        toast({
          title: upgrade ? "Plan Upgraded" : "Plan Optimized",
          description: `Automatically selected ${PLANS[required].name} plan for your ${result.daysNeeded} day duration`,
        });
      } else {
        setCheck(result);
      }
    },
    [start, closing],
  );

  // Dates changed: check the plan against them once the typing settles.
  useEffect(() => {
    const timer = setTimeout(() => void revalidate(planRef.current, planRef.current === "premium"), 300);
    return () => clearTimeout(timer);
  }, [revalidate]);

  const featured = plan === "premium";

  const choose = useCallback(
    (next: PlanType) => {
      setPlan(next);
      setDropped(null);
      if (start && closing) void fetchPlanCheck(next, start, closing).then((r) => r && setCheck(r));
    },
    [start, closing],
  );

  const setFeatured = useCallback(
    (on: boolean) => {
      if (on) return choose("premium");
      // Unticked: the cheapest plan that still covers the dates, or the default.
      setPlan("professional");
      setDropped(null);
      void revalidate("professional", false);
    },
    [choose, revalidate],
  );

  /** The employer keeps the plan an optimisation replaced, and date changes no longer swap it for a cheaper one. */
  const keepDropped = useCallback(() => {
    if (!dropped) return;
    kept.current = dropped.from;
    choose(dropped.from);
  }, [dropped, choose]);

  const problem = check && !check.isValid && check.message ? check.message : null;
  return { plan, featured, choose, setFeatured, problem, dropped, keepDropped };
}
