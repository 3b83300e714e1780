// ISO 3166-2 subdivisions (states, provinces, regions) from the iso-3166 package (decision 122). The list is
// large: only the server and the place picker's lazily loaded chunk call into this module, and its indexes
// are built on first use so a bundle that imports a neighbour without calling it carries none of it.
import { iso31662 } from "iso-3166/2.js";

export type Subdivision = { code: string; name: string };

let indexes: { topLevel: Map<string, Subdivision[]>; names: Map<string, string> } | null = null;

function index() {
  if (indexes) return indexes;
  const topLevel = new Map<string, Subdivision[]>();
  const names = new Map<string, string>();
  for (const s of iso31662) {
    names.set(s.code, s.name);
    // Only a country's first level ('US-CO', 'GB-SCT'): a French department under its region is not offered.
    if (s.parent.length !== 2) continue;
    const list = topLevel.get(s.parent) ?? [];
    list.push({ code: s.code, name: s.name });
    topLevel.set(s.parent, list);
  }
  for (const list of topLevel.values()) list.sort((a, b) => a.name.localeCompare(b.name, "en"));
  indexes = { topLevel, names };
  return indexes;
}

/** A country's first-level subdivisions, by name; none for a country without any. */
export const subdivisionsOf = (country: string): readonly Subdivision[] => index().topLevel.get(country) ?? [];

/** Whether the code is an ISO 3166-2 subdivision of that country (at any level). */
export const isSubdivisionOf = (code: string, country: string): boolean => code.startsWith(`${country}-`) && index().names.has(code);

export const subdivisionName = (code: string): string => index().names.get(code) ?? code;
