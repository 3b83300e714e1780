// Page sizes of the job list API, shared by its schema and the browser code that calls it (zod-free).
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;
/** A shortlist fetch asks for at most one page of ids. */
export const MAX_IDS = MAX_PAGE_SIZE;
/**
 * The whole board counts to 10,000 (shown as '10,000+'): counting every listed job among a million reads
 * them all, and nobody pages that far by hand (docs/decisions/083).
 */
export const TOTAL_COUNT_CAP = 10_000;
/**
 * A search or a filter counts to 1,000 ('1,000+'): the count reads the listed jobs in turn until that many
 * match, so a filter that matches one job in five read five times the cap, and a rarer one all of them
 * (docs/decisions/083, 096). A thousand is more than anyone reads through.
 */
export const FILTERED_COUNT_CAP = 1_000;
