// The post form's text values read as the gate's facts, so that the form can show the gate's findings as the
// poster types, before the server reads the same draft.
import type { Place } from "../place/derive-place";
import { PLACE_KINDS, type PlaceKind } from "../place-kinds";
import type { GateFacts } from "./gate";

type Values = Record<string, string | undefined>;

const figure = (text: string | undefined) => {
  const value = text?.trim() ? Number(text) : NaN;
  return Number.isFinite(value) ? value : null;
};

const isPlaceKind = (text: string | undefined): text is PlaceKind => (PLACE_KINDS as readonly string[]).includes(text ?? "");

const day = (text: string | undefined) => {
  const value = text ? new Date(text) : null;
  return value && !Number.isNaN(value.getTime()) ? value : null;
};

/**
 * The facts of the form as it stands. The place is the one the poster picked, else the one read from the
 * location text (`derived`), else unknown: then only the rules that apply everywhere are read.
 */
export function factsFromForm(values: Values, derived: Place | null): GateFacts {
  const picked = values.country?.trim();
  const place = picked
    ? {
        country: picked,
        subdivision: values.subdivision?.trim() || null,
        placeKind: isPlaceKind(values.placeKind) ? values.placeKind : "land",
      }
    : (derived ?? { country: null, subdivision: null, placeKind: "land" as const });
  const term = values.employmentTerm;
  return {
    title: values.title ?? "",
    company: values.company ?? "",
    description: values.description ?? "",
    requirements: values.requirements ?? null,
    benefits: values.benefits ?? null,
    howToApply: values.howToApply ?? null,
    salaryMin: figure(values.salaryMin),
    salaryMax: figure(values.salaryMax),
    applicationClosingDate: day(values.applicationClosingDate),
    ...place,
    postedByAgency: values.postedByAgency === "yes",
    agencyName: values.agencyName ?? null,
    employmentTerm: term === "temporary" || term === "permanent" ? term : null,
    contractType: values.contractType ?? null,
  };
}
