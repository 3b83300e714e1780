// Who is asking: the client's key (its IPv4 address or IPv6 /64, kept only as a keyed hash), user agent and referrer.
import "server-only";
import { keyedHash } from "../secrets";
import { clientKey } from "./client-ip";

export type VisitContext = { userAgent: string | null; referrer: string | null; ipHash: string };

export function visitContext(request: Request): VisitContext {
  return {
    userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
    referrer: request.headers.get("referer")?.slice(0, 1000) ?? null,
    ipHash: keyedHash("ip", clientKey(request)),
  };
}
