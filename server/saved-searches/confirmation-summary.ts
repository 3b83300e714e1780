// What the confirmation mail of a search saved by an address not yet confirmed says it looks for. That mail
// goes to any address typed into the form, so it holds none of the typed words (keywords, a place): only our
// own labels, or anyone could send their text (a link, a phone number) from Outpost to anyone.
import "server-only";
import { isLocationGroup, LOCATION_GROUP_LABELS } from "@/lib/location-groups";
import { describeFilters } from "@/lib/saved-search-filters";
import type { SavedSearchFrequency } from "@/lib/saved-search-options";
import type { SavedSearchFilters } from "@/lib/schemas/saved-searches";

const HOW_OFTEN: Record<SavedSearchFrequency, string> = {
  instant: "instant emails",
  daily: "a daily email",
  weekly: "a weekly email",
};

/** 'A keyword search in a location you chose · From £80K · instant emails': the typed words named, never quoted. */
export function structuralSummary(filters: SavedSearchFilters, frequency: SavedSearchFrequency): string {
  const { search, location, ...chosen } = filters;
  // A location group is one of our own choices; anything else was typed.
  const place = location ? (isLocationGroup(location) ? `in ${LOCATION_GROUP_LABELS[location]}` : "in a location you chose") : "";
  const typed = search ? `A keyword search ${place}`.trim() : place ? `Jobs ${place}` : "";
  const rest = describeFilters(chosen);
  const parts = typed ? [typed, ...(rest === "All jobs" ? [] : [rest])] : [rest];
  return [...parts, HOW_OFTEN[frequency]].join(" · ");
}
