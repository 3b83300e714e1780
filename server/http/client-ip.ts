// The one place that decides which address a request came from (rate limits, click de-duplication,
// hashed IPs). Beside request-origin.ts, which makes the same trust decision for the Host.
import "server-only";
import { config } from "../config";
import { clientKeyOf } from "./client-key";

export type IpTrust = { hops: number; onVercel: boolean };

/**
 * - On Vercel: its edge overwrites `X-Vercel-Forwarded-For` with the address it saw.
 * - Behind `hops` trusted proxies: each appends the address it saw to `X-Forwarded-For`, so the client's
 *   is the hops-th entry from the right; whatever is further left a client may have written.
 * - With no proxy: `npm start` (scripts/serve.mjs) overwrites `X-Forwarded-For` with the socket address.
 *   A bare `next start` only fills it in when absent, so it must sit behind a proxy (README).
 */
export function clientIpFrom(headers: Headers, trust: IpTrust): string {
  if (trust.onVercel) {
    const vercel = headers.get("x-vercel-forwarded-for")?.split(",")[0]?.trim();
    if (vercel) return vercel;
  }
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return "unknown";
  return entries[Math.max(0, entries.length - Math.max(1, trust.hops))];
}

export function clientIp(request: Request): string {
  const { trustProxyHops, onVercel } = config();
  return clientIpFrom(request.headers, { hops: trustProxyHops, onVercel });
}

/** Who the request came from for limits, de-duplication and hashed IPs: its address's client key. */
export function clientKey(request: Request): string {
  return clientKeyOf(clientIp(request));
}
