// Who is asking: the client's address (kept only as a keyed hash), user agent and referrer.
import "server-only";
import { keyedHash } from "../secrets";

/**
 * The client's IP. `npm start` (scripts/serve.ts) writes the socket address into X-Forwarded-For unless
 * TRUST_PROXY is on, in which case the proxy in front of us has set it; either way the first entry is ours.
 */
export function clientIp(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}

export type VisitContext = { userAgent: string | null; referrer: string | null; ipHash: string };

export function visitContext(request: Request): VisitContext {
  return {
    userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
    referrer: request.headers.get("referer")?.slice(0, 1000) ?? null,
    ipHash: keyedHash("ip", clientIp(request)),
  };
}
