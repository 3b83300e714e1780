"use client";
// A GBP salary shown in the visitor's chosen currency; the server renders GBP.
import { useSyncExternalStore } from "react";
import { formatSalaryRange } from "@/lib/currency";
import { regionStore } from "@/lib/region-store";

export function SalaryRange({ min, max }: { min: number; max: number }) {
  const region = useSyncExternalStore(regionStore.subscribe, regionStore.get, regionStore.serverValue);
  return <>{formatSalaryRange(min, max, region)}</>;
}
