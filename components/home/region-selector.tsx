"use client";
// Region and currency for salaries; the choice is remembered in this browser.
import { REGIONS } from "@/lib/currency";
import { regionStore } from "@/lib/region-store";
import { useRegion } from "../jobs/use-region";

export function RegionSelector() {
  const region = useRegion();
  return (
    <label className="block text-sm">
      <span className="font-medium text-slate-800">Show salaries in</span>
      <select
        value={region.code}
        onChange={(e) => regionStore.set(e.target.value)}
        className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2"
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
