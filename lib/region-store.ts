// The visitor's chosen region and currency, remembered in this browser.
import { DEFAULT_REGION, REGIONS, type Region } from "./currency";
import { browserStore } from "./browser-store";

export const regionStore = browserStore<Region>("outpost_region", DEFAULT_REGION, (raw) =>
  typeof raw === "string" ? (REGIONS.find((r) => r.code === raw) ?? null) : null,
);

export function chooseRegion(code: string) {
  const region = REGIONS.find((r) => r.code === code) ?? DEFAULT_REGION;
  regionStore.set(region);
}
