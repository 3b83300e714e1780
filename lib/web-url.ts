// The rules for addresses we store and later render or parse. Zod-free, so forms can check them too;
// the schemas in lib/schemas wrap these same functions, so what passes validation always parses again.

/** Links people will open (application URLs, company sites): http or https only, never javascript: or data:. */
export function httpUrl(text: string | undefined | null): URL | null {
  try {
    const url = new URL((text ?? "").trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

export const notWebUrl = (label: string) => `${label} must start with http:// or https://`;

/** Where our own uploads are served (app/objects/[key]); keys are a UUID and the WebP suffix. */
export const OBJECT_KEY = /^[0-9a-f-]{36}\.webp$/;
const OBJECT_PATH = "/objects/";

/**
 * Images shown to every visitor (logos, swipe cards): only our own copies at /objects/{key} (decision 054),
 * so a visitor's browser never calls a host we do not control. Any other path on this site is refused too,
 * so an <img> can never call one of our endpoints (GET /api/logout, say) with the visitor's cookies.
 * Returns the normal form, or null.
 */
export function imageUrl(text: string | undefined | null): string | null {
  const value = (text ?? "").trim();
  if (!value.startsWith(OBJECT_PATH)) return null;
  return OBJECT_KEY.test(value.slice(OBJECT_PATH.length)) ? value : null;
}

/** What an image field accepts as input: our own copy, or an http(s) address the server fetches once and re-hosts. */
export function imageSource(text: string | undefined | null): string | null {
  return imageUrl(text) ?? httpUrl(text)?.href ?? null;
}

export const notImageUrl = (label: string) => `${label} must be an uploaded image or a web address`;
