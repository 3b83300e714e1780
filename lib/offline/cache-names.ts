// The service worker's runtime caches, named once for the worker and for the page that clears them.

/** Public pages read while online: the job pages opened and the lists last seen. */
export const PAGE_CACHE = "outpost-pages";
/** Answers of the public job API (/api/jobs), which My List reads its saved jobs from. */
export const JOB_DATA_CACHE = "outpost-job-data";
/** The build's hashed scripts, styles and fonts, kept as pages use them. */
export const BUILD_FILE_CACHE = "outpost-build-files";

/**
 * Which pages a person read is their own business on a shared phone: a sign-out drops these. The build's
 * files say nothing about anyone and stay.
 */
export const PERSONAL_CACHES = [PAGE_CACHE, JOB_DATA_CACHE];

/** How long an opened job page stays readable offline. */
export const PAGE_KEEP_SECONDS = 30 * 24 * 60 * 60;

/** The page a navigation gets when it fails and no copy of it is kept. */
export const OFFLINE_PAGE = "/offline";

/**
 * Public pages kept for reading offline. They render the same for everyone (the signed-in parts of a page
 * are drawn in the browser from /api/user, never kept), so a kept copy holds nobody's private data.
 */
export const KEPT_PAGE = /^\/(?:$|job\/[^/]+$|search(?:\/|$)|swipe$|shortlist$|about$|pricing$|terms$|privacy$)/;
