// A job's place as data: on land in a country (and, where a rule needs it, a subdivision), offshore with the
// nearest coastal state as its country, or in several countries at once.
export const PLACE_KINDS = ["land", "offshore", "multiple"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const isPlaceKind = (value: string): value is PlaceKind => (PLACE_KINDS as readonly string[]).includes(value);
