// The countries a job can be in: ISO 3166-1 alpha-2 codes from the maintained iso-3166 package (decision 122),
// each named as people say it (CLDR's English names, built into every browser and Node) with ISO's own name
// beside it for reading location text. Small enough for the pickers and the draft schema.
import { iso31661 } from "iso-3166/1.js";

export type Country = { code: string; name: string; isoName: string; alpha3: string };

const displayNames = new Intl.DisplayNames("en", { type: "region", fallback: "none" });
// Names that CLDR versions word differently (Node's and a browser's), pinned so a page's server and browser
// renders agree.
const PINNED_NAMES: Record<string, string> = { FK: "Falkland Islands", HK: "Hong Kong", MO: "Macao", PS: "Palestine" };

export const COUNTRIES: readonly Country[] = iso31661
  .map((c) => ({ code: c.alpha2, name: PINNED_NAMES[c.alpha2] ?? displayNames.of(c.alpha2) ?? c.name, isoName: c.name, alpha3: c.alpha3 }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

const byCode = new Map(COUNTRIES.map((c) => [c.code, c]));

export const isCountryCode = (code: string): boolean => byCode.has(code);

/** The country's everyday English name ('United Kingdom'), or the code itself when it is not one. */
export const countryName = (code: string): string => byCode.get(code)?.name ?? code;

export const countryByCode = (code: string): Country | undefined => byCode.get(code);
