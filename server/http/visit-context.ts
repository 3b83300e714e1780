// Who is asking: the client's address (kept only as a keyed hash), user agent and referrer.
import "server-only";
import { keyedHash } from "../secrets";

/**
 * The client's IP. `npm start` (scripts/serve.mjs) writes the socket address into X-Forwarded-For unless
 * TRUST_PROXY is on; then the one proxy we trust has appended what it saw. Either way the right-most
 * entry is the one nobody but us or our proxy wrote (a client can only prepend).
 */
export function clientIp(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim() || "unknown";
}

export type VisitContext = { userAgent: string | null; referrer: string | null; ipHash: string };

export function visitContext(request: Request): VisitContext {
  return {
    userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
    referrer: request.headers.get("referer")?.slice(0, 1000) ?? null,
    ipHash: keyedHash("ip", clientIp(request)),
  };
}
