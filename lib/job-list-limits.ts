// Page sizes of the job list API, shared by its schema and the browser code that calls it (zod-free).
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;
/** A shortlist fetch asks for at most one page of ids. */
export const MAX_IDS = MAX_PAGE_SIZE;
/**
 * Counts stop here (shown as '10,000+'): counting every match of a common word among a million jobs reads
 * them all, and nobody pages that far by hand (docs/decisions/083).
 */
export const TOTAL_COUNT_CAP = 10_000;
/**
 * A search for words counts to 1,000 ('1,000+'): each match is tested against the words, so counting ten
 * thousand of a common word's matches costs more than the page of jobs itself (docs/decisions/083).
 */
export const TEXT_SEARCH_COUNT_CAP = 1_000;
