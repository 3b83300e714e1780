// Page sizes of the job list API, shared by its schema and the browser code that calls it (zod-free).
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;
/** A shortlist fetch asks for at most one page of ids. */
export const MAX_IDS = MAX_PAGE_SIZE;
