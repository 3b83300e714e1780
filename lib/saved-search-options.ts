// Saved-search choices, shared by the save control, the saved searches page and the API. Zod-free on
// purpose: the control is a client component.
export const SAVED_SEARCH_FREQUENCIES = ["instant", "daily", "weekly"] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

export const FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  instant: "Instant",
  daily: "Daily",
  weekly: "Weekly",
};

/** At most this many saved searches per account or address: enough for real use, bounded for the fan-out. */
export const MAX_SAVED_SEARCHES = 20;
