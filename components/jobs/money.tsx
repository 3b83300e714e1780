"use client";
// A GBP salary shown in the visitor's chosen currency; the server renders GBP.
import { formatSalaryRange } from "@/lib/currency";
import { useRegion } from "./use-region";

export function SalaryRange({ min, max }: { min: number; max: number }) {
  return <>{formatSalaryRange(min, max, useRegion())}</>;
}
