// The visitor's chosen region and currency, remembered in this browser by its code.
import { DEFAULT_REGION, REGIONS } from "./currency";
import { browserStore } from "./browser-store";

export const regionStore = browserStore<string>("outpost_region", DEFAULT_REGION.code, (raw) =>
  typeof raw === "string" && REGIONS.some((r) => r.code === raw) ? raw : null,
);
