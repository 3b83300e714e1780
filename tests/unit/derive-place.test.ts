import { describe, expect, it } from "vitest";
import { countryName, COUNTRIES, isCountryCode } from "@/lib/place/countries";
import { derivePlace, namedCountries } from "@/lib/place/derive-place";
import { isSubdivisionOf, subdivisionsOf } from "@/lib/place/subdivisions";

const place = (country: string | null, subdivision: string | null = null, placeKind = "land") => ({ country, subdivision, placeKind });

describe("derivePlace", () => {
  it.each([
    ["Denver, CO, United States", place("US", "US-CO")],
    ["Denver, CO", place("US", "US-CO")],
    ["Houston TX 77002", place("US", "US-TX")],
    ["Houston, Texas", place("US", "US-TX")],
    ["Santa Fe, New Mexico", place("US", "US-NM")],
    ["Atlanta, Georgia, USA", place("US", "US-GA")],
    ["Seattle, WA", place("US", "US-WA")],
    ["Calgary, Alberta", place("CA", "CA-AB")],
    ["Fort McMurray, AB", place("CA", "CA-AB")],
    ["Yellowknife, NT", place("CA", "CA-NT")],
    ["Nunavut, Canada", place("CA", "CA-NU")],
    ["Victoria, British Columbia", place("CA", "CA-BC")],
    ["Perth, WA", place("AU", "AU-WA")],
    ["Darwin, NT", place("AU", "AU-NT")],
    ["Pilbara, Western Australia, Australia (iron ore mine)", place("AU", "AU-WA")],
    ["Kalgoorlie", place("AU")],
  ])("reads the state or province: %s", (location, expected) => {
    expect(derivePlace(location)).toEqual(expected);
  });

  it.each([
    ["Aberdeen, Scotland", "GB"],
    ["London, UK", "GB"],
    ["Oslo, NO", "NO"],
    ["Stavanger, Norway", "NO"],
    ["Bogotá, Colombia", "CO"],
    ["Côte d'Ivoire", "CI"],
    ["Dubai, UAE", "AE"],
    ["Tbilisi, Georgia", "GE"],
    ["München, Germany", "DE"],
    ["Oyu Tolgoi, Mongolia", "MN"],
    ["McMurdo Station, Antarctica", "AQ"],
    ["Longyearbyen, Svalbard", "SJ"],
    ["Ankara, Turkey", "TR"],
  ])("reads the country by name, alias, code or town: %s", (location, country) => {
    expect(derivePlace(location)).toEqual(place(country));
  });

  it("gives no state outside the United States, Canada and Australia", () => {
    expect(derivePlace("Aberdeen, Scotland").subdivision).toBeNull();
  });

  it("reads capitals only as codes, and English words never", () => {
    expect(derivePlace("Work in the desert")).toEqual(place(null));
    expect(derivePlace("Camp or rig, no fixed base")).toEqual(place(null));
    expect(derivePlace("Oslo no")).toEqual(place(null));
  });

  it("puts a job at sea in the nearest coastal state named", () => {
    expect(derivePlace("North Sea, offshore UK")).toEqual(place("GB", null, "offshore"));
    expect(derivePlace("Stavanger, Norway (offshore)")).toEqual(place("NO", null, "offshore"));
    expect(derivePlace("Gulf of Mexico")).toEqual(place("US", null, "offshore"));
    // Five states share the North Sea: without one named, the admin picks.
    expect(derivePlace("North Sea platform")).toEqual(place(null, null, "offshore"));
  });

  it.each([
    "Multiple locations",
    "Various",
    "Several sites across Africa",
    "Norway or UK",
    "Remote: Canada or USA",
    "UK / Norway, offshore",
  ])("reads several countries as multiple: %s", (location) => {
    expect(derivePlace(location)).toEqual(place(null, null, "multiple"));
  });

  it("leaves an unknown place null", () => {
    expect(derivePlace("Mars")).toEqual(place(null));
    expect(derivePlace("")).toEqual(place(null));
  });
});

describe("namedCountries", () => {
  it("lists the countries written outright, in order", () => {
    expect(namedCountries("Remote: Canada or USA")).toEqual(["CA", "US"]);
    expect(namedCountries("Perth, WA")).toEqual([]);
  });
});

describe("the place dataset", () => {
  it("holds every assigned ISO 3166-1 country with its everyday name", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
    expect(countryName("GB")).toBe("United Kingdom");
    expect(countryName("US")).toBe("United States");
    expect(isCountryCode("ZZ")).toBe(false);
  });

  it("holds ISO 3166-2 subdivisions under their country", () => {
    expect(subdivisionsOf("US").map((s) => s.code)).toContain("US-CO");
    expect(subdivisionsOf("CA")).toHaveLength(13);
    expect(isSubdivisionOf("US-CO", "US")).toBe(true);
    expect(isSubdivisionOf("US-CO", "CA")).toBe(false);
    expect(isSubdivisionOf("US-ZZ", "US")).toBe(false);
  });
});
