// A job's place as the forms, the APIs and CSV send it: an ISO 3166-1 country from the dataset, an ISO 3166-2
// subdivision of that country, and on land, offshore or in several countries (decision 122).
import { z } from "zod";
import { isCountryCode } from "../place/countries";
import { PLACE_KINDS } from "../place-kinds";

export const CHOOSE_COUNTRY = "Choose a country from the list";
export const CHOOSE_SUBDIVISION = "Choose a state or region of that country from the list";

const blankIsMissing = (v: unknown) => (v === "" || v === null ? undefined : v);

export const countryField = z.preprocess(
  blankIsMissing,
  z
    .string({ error: CHOOSE_COUNTRY })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, CHOOSE_COUNTRY)
    .optional()
    .describe("ISO 3166-1 alpha-2, e.g. US; omitted, derived from location"),
);

// The subdivision's own existence is checked on the server (lib/place/subdivisions.ts): its list is too large
// for the browser's copy of this schema, which checks its form and its country.
export const subdivisionField = z.preprocess(
  (v) => (v === "" ? null : v),
  z
    .string({ error: CHOOSE_SUBDIVISION })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, CHOOSE_SUBDIVISION)
    .nullable()
    .optional()
    .describe("ISO 3166-2 of the country, e.g. US-CO; null for none"),
);

export const placeKindField = z.preprocess(
  blankIsMissing,
  z
    .enum(PLACE_KINDS, { error: "Choose on land, offshore or several countries" })
    .optional()
    .describe("land, offshore (country is the nearest coastal state) or multiple (country omitted)"),
);

type PlaceInput = { country?: string | null; subdivision?: string | null };

/** A subdivision belongs to the country beside it, and needs one. */
export function checkPlace(job: PlaceInput, ctx: z.RefinementCtx) {
  const { country, subdivision } = job;
  if (typeof subdivision !== "string") return;
  if (typeof country !== "string" || !subdivision.startsWith(`${country}-`))
    ctx.addIssue({ code: "custom", path: ["subdivision"], message: CHOOSE_SUBDIVISION });
}
