"use client";
// GBP amounts shown in the visitor's chosen currency; the server renders GBP.
import { formatMoney, formatSalaryRange } from "@/lib/currency";
import { useRegion } from "./use-region";

export function SalaryRange({ min, max }: { min: number; max: number }) {
  return <>{formatSalaryRange(min, max, useRegion())}</>;
}

export function Money({ gbp }: { gbp: number }) {
  return <>{formatMoney(gbp, useRegion())}</>;
}
