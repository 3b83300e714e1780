"use client";
// GBP amounts shown in the visitor's chosen currency; the server renders GBP.
import { formatMoney, formatSalaryRange, type Pay } from "@/lib/currency";
import { useRegion } from "./use-region";

export function SalaryRange({ pay }: { pay: Pay }) {
  return <>{formatSalaryRange(pay, useRegion())}</>;
}

export function Money({ gbp }: { gbp: number }) {
  return <>{formatMoney(gbp, useRegion())}</>;
}
