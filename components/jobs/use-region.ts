"use client";
// The chosen region, re-rendering when it changes here or in another tab.
import { useSyncExternalStore } from "react";
import { regionByCode } from "@/lib/currency";
import { regionStore } from "@/lib/region-store";

export function useRegion() {
  return regionByCode(useSyncExternalStore(regionStore.subscribe, regionStore.get, regionStore.serverValue));
}
