// Data saver (decision 114): a worker on a metered satellite link asks for pages without images or
// prefetching, by the footer's switch (a cookie, so the server sees it on the first request) or by the
// browser's own Save-Data hint. Kept pages (the board, its views, job pages) have a second kept copy drawn
// without them, under DATA_SAVER_PREFIX; proxy.ts serves it in their place.

export const DATA_SAVER_COOKIE = "outpost_data_saver";
/** Where the kept data-saver copies live; never linked, only reached through proxy.ts's rewrite. */
export const DATA_SAVER_PREFIX = "/data-saver";

type HeaderSource = { get(name: string): string | null | undefined };

/** The request asks for less: the switch's cookie is on, or the browser sends `Save-Data: on`. */
export function wantsDataSaver(cookie: string | undefined, headers: HeaderSource): boolean {
  return cookie === "1" || headers.get("save-data")?.trim().toLowerCase() === "on";
}

/** The kept data-saver copy of a kept page's path. */
export const dataSaverPath = (path: string) => (path === "/" ? DATA_SAVER_PREFIX : `${DATA_SAVER_PREFIX}${path}`);

/** The page a data-saver copy stands for, or null when `path` is not one. */
export function pathOfDataSaverCopy(path: string): string | null {
  if (path === DATA_SAVER_PREFIX) return "/";
  return path.startsWith(`${DATA_SAVER_PREFIX}/`) ? path.slice(DATA_SAVER_PREFIX.length) : null;
}
