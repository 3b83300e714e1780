// Which site a request was addressed to. Not `request.nextUrl`: Next rewrites loopback hosts
// (127.0.0.1, [::1]) to 'localhost' there, so an origin built from it does not match what the browser sent.
import "server-only";
import { config } from "../config";

/** The Host the client used: the proxy's X-Forwarded-Host when TRUST_PROXY says one sets it. */
function requestHost(request: Request): string | null {
  const forwarded = config().trustProxy ? request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return forwarded || request.headers.get("host");
}

/** True when a browser's Origin header names this site: BASE_URL's origin, or the host the request came to. */
export function isOwnOrigin(origin: string, request: Request): boolean {
  if (origin === new URL(config().baseUrl).origin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host !== "" && host === requestHost(request)?.toLowerCase();
}

/**
 * Where redirects and absolute links point: BASE_URL when set, else the host the request came to (with
 * the proxy's protocol when trusted), so a redirect never sends someone to the server's own 'localhost'.
 */
export function publicOrigin(request: Request): string {
  const { baseUrl, baseUrlSet, trustProxy } = config();
  const host = requestHost(request);
  if (baseUrlSet || !host) return baseUrl;
  const proto = (trustProxy && request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim()) || "http";
  try {
    return new URL(`${proto === "https" ? "https" : "http"}://${host}`).origin;
  } catch {
    return baseUrl;
  }
}
