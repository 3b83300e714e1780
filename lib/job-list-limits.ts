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
