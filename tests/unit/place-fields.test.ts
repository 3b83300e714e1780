import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkPlace, CHOOSE_COUNTRY, CHOOSE_SUBDIVISION, countryField, placeKindField, subdivisionField } from "@/lib/schemas/place-fields";

const place = z.object({ country: countryField, subdivision: subdivisionField, placeKind: placeKindField }).superRefine(checkPlace);
const messages = (input: unknown) => {
  const parsed = place.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the place fields", () => {
  it("take a country from the dataset and a subdivision of it", () => {
    expect(place.parse({ country: "us", subdivision: "us-co", placeKind: "land" })).toEqual({
      country: "US",
      subdivision: "US-CO",
      placeKind: "land",
    });
  });

  it("leave a blank country to be derived", () => {
    expect(place.parse({ country: "", subdivision: "" })).toEqual({ country: undefined, subdivision: null });
  });

  it("refuse a code that is not an assigned country", () => {
    expect(messages({ country: "ZZ" })).toEqual([`country: ${CHOOSE_COUNTRY}`]);
    expect(messages({ country: "United States" })).toEqual([`country: ${CHOOSE_COUNTRY}`]);
  });

  it("refuse a subdivision of another country, or without one", () => {
    expect(messages({ country: "CA", subdivision: "US-CO" })).toEqual([`subdivision: ${CHOOSE_SUBDIVISION}`]);
    expect(messages({ subdivision: "US-CO" })).toEqual([`subdivision: ${CHOOSE_SUBDIVISION}`]);
    expect(messages({ country: "US", subdivision: "Colorado" })).toContain(`subdivision: ${CHOOSE_SUBDIVISION}`);
  });

  it("refuse an unknown place kind", () => {
    expect(messages({ placeKind: "moon" })).toHaveLength(1);
  });
});
