"use client";
// Region and currency for salaries (spec section 9); the choice is remembered in this browser.
import { REGIONS } from "@/lib/currency";
import { regionStore } from "@/lib/region-store";
import { useRegion } from "../jobs/use-region";

export function RegionSelector() {
  const region = useRegion();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-slate-700">Show salaries in</span>
      <select
        value={region.code}
        onChange={(e) => regionStore.set(e.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5"
      >
        {REGIONS.map((r) => (
          <option key={r.code} value={r.code}>
            {r.name} ({r.currency})
          </option>
        ))}
      </select>
    </label>
  );
}
