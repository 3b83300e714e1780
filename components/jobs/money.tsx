"use client";
// GBP amounts shown in the visitor's chosen currency; the server renders GBP.
import { formatMoney, formatSalaryRange } from "@/lib/currency";
import type { SalaryUnit } from "@/lib/pay";
import { useRegion } from "./use-region";

// Primitives, not the job: a server component's props to this client one are sent in the page's payload.
export function SalaryRange({ min, max, unit }: { min: number; max: number; unit: SalaryUnit }) {
  return <>{formatSalaryRange({ salaryMin: min, salaryMax: max, salaryUnit: unit }, useRegion())}</>;
}

export function Money({ gbp }: { gbp: number }) {
  return <>{formatMoney(gbp, useRegion())}</>;
}
