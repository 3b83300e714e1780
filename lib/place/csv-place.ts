// The CSV import's country and subdivision columns: optional (the job-write module derives the place from
// the location when both are empty), checked against the dataset when given (decision 122).
import type { PlaceKind } from "../place-kinds";
import { isCountryCode } from "./countries";
import { derivePlace, namedCountries } from "./derive-place";
import { isSubdivisionOf } from "./subdivisions";

export type CsvPlace = { country?: string; subdivision?: string | null; placeKind?: PlaceKind };

/** A country by its code, or by a name the derivation knows ('Norway', 'UK'). */
function countryOf(text: string): string | null {
  const code = text.toUpperCase();
  if (isCountryCode(code)) return code;
  const named = namedCountries(text);
  return named.length === 1 ? named[0]! : null;
}

/** The row's place, or the words of the row's error. */
export function readCsvPlace(countryText: string | null, subdivisionText: string | null, location: string): CsvPlace | string {
  if (!countryText && !subdivisionText) return {};
  const derived = derivePlace(location);
  const country = countryText ? countryOf(countryText) : derived.country;
  if (!country) return countryText ? `Unknown country: ${countryText} (use an ISO 3166-1 code such as GB)` : "subdivision needs a country";
  const subdivision = subdivisionText?.toUpperCase() ?? null;
  if (subdivision && !isSubdivisionOf(subdivision, country)) return `subdivision ${subdivisionText} is not a subdivision of ${country}`;
  // A stated country is one place; the location's words still say whether it is at sea.
  const placeKind: PlaceKind = derived.placeKind === "offshore" ? "offshore" : "land";
  return { country, subdivision: subdivision ?? (derived.country === country ? derived.subdivision : null), placeKind };
}
