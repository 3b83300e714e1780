// Where a `next` (or any callback) parameter may send someone: a path on this site, and nothing that a
// browser or router could read as another host. Pure, so pages, components and handlers share it.

const CHECK_ORIGIN = "https://outpost.invalid";

/**
 * `value` when it is a plain same-origin path, else `fallback`. Plain means: one leading slash, no
 * backslash, no control character or space, no encoded slash, backslash or dot, and already in the form
 * the URL parser would give it, so no dot segment (`/.//x`, `/..//x`) can collapse into `//x` later.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return fallback;
  // Backslashes read as slashes, and browsers drop tabs and newlines from URLs: both can make `//`.
  if (/[\\\u0000-\u0020\u007f]/.test(value)) return fallback;
  // Encoded slash, backslash or dot: a second decoding (by a proxy, or the router) could make `//` or `..`.
  if (/%(2f|5c|2e)/i.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, CHECK_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== CHECK_ORIGIN || url.pathname.startsWith("//")) return fallback;
  // The parser normalises dot segments; anything it would rewrite is not plain.
  return `${url.pathname}${url.search}${url.hash}` === value ? value : fallback;
}

/** The sign-in screen, told where to come back to. */
export function signInHref(next: string, signInPath: "/auth" | "/login" = "/auth"): string {
  return `${signInPath}?next=${encodeURIComponent(safeRedirectPath(next))}`;
}
