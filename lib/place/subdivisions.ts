// ISO 3166-2 subdivisions (states, provinces, regions) from the iso-3166 package (decision 122). The list is
// large, so only the server and the place pickers' lazily loaded chunk import this module.
import { iso31662 } from "iso-3166/2.js";

export type Subdivision = { code: string; name: string };

const topLevel = new Map<string, Subdivision[]>();
for (const s of iso31662) {
  // Only a country's first level ('US-CO', 'GB-SCT'): a French department under its region is not offered.
  if (s.parent.length !== 2) continue;
  const list = topLevel.get(s.parent) ?? [];
  list.push({ code: s.code, name: s.name });
  topLevel.set(s.parent, list);
}
for (const list of topLevel.values()) list.sort((a, b) => a.name.localeCompare(b.name, "en"));

const allCodes = new Set(iso31662.map((s) => s.code));

/** A country's first-level subdivisions, by name; none for a country without any. */
export const subdivisionsOf = (country: string): readonly Subdivision[] => topLevel.get(country) ?? [];

/** Whether the code is an ISO 3166-2 subdivision of that country (at any level). */
export const isSubdivisionOf = (code: string, country: string): boolean => code.startsWith(`${country}-`) && allCodes.has(code);

export const subdivisionName = (code: string): string =>
  subdivisionsOf(code.slice(0, 2)).find((s) => s.code === code)?.name ?? iso31662.find((s) => s.code === code)?.name ?? code;
