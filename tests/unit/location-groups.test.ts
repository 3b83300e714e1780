import { describe, expect, it } from "vitest";
import { inLocationGroup, locationGroupRule, type LocationGroup } from "@/lib/location-groups";

const cases: [string, LocationGroup[]][] = [
  ["North Sea, United Kingdom (offshore)", ["offshore"]],
  ["Gulf of Mexico, United States (offshore platform)", ["offshore", "international"]],
  ["Pilbara, Western Australia", ["mining", "international"]],
  ["Atacama Desert, Chile (copper mine)", ["mining", "international"]],
  ["Svalbard, Norway", ["arctic", "international"]],
  ["Rothera Research Station, Antarctica", ["arctic", "international"]],
  ["Nuuk, Greenland", ["arctic", "international"]],
  ["Iqaluit, Nunavut, Canada", ["arctic", "international"]],
  ["North Slope, Alaska, United States", ["arctic", "international"]],
  ["Aberdeen, Scotland, UK", []],
  ["Fort McMurray, Alberta, Canada", ["international"]],
  ["Baltic Sea, Poland (offshore wind)", ["offshore", "international"]],
  // Word edges: 'rig' must not match 'Brigham' or 'Rigby'.
  ["Brigham City, Utah, United States", ["international"]],
];

describe("location groups", () => {
  it.each(cases)("%s belongs to %j", (location, groups) => {
    for (const group of ["arctic", "offshore", "mining", "international"] as LocationGroup[]) {
      expect(inLocationGroup(location, group), group).toBe(groups.includes(group));
    }
  });

  it("gives the SQL a whole-word pattern, and international as the negation of the UK", () => {
    expect(locationGroupRule("offshore").pattern).toMatch(/^\\y\(.*\)\\y$/);
    expect(locationGroupRule("offshore").pattern).toContain("north\\s+sea");
    expect(locationGroupRule("international").negate).toBe(true);
    expect(locationGroupRule("arctic").negate).toBe(false);
  });
});
