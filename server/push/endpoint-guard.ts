// Where a push may be sent: the endpoint is an address a browser gave us, so it is vetted as the link
// checker vets apply links (server/links/safe-fetch.ts): public addresses only, resolved once and the
// connection pinned to what was vetted. On top of that, https only: a push service is always https, and
// plain http is let through solely for the hosts tests may reach (LINK_CHECK_ALLOW_HOSTS=127.0.0.1).
import "server-only";
import net from "node:net";
import { isRefusedAddress } from "../links/address-guard";
import { vetUrl } from "../links/safe-fetch";
import { allowedHosts } from "../links/settings";

export const ENDPOINT_REFUSED = "endpoint must be the https address of a push service";

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "").toLowerCase();

/** A reason to refuse the endpoint when it is saved, judged without a DNS lookup; null when it may be kept. */
export function endpointProblem(endpoint: string): string | null {
  const url = new URL(endpoint);
  const host = hostOf(url);
  if (allowedHosts().includes(host)) return null;
  if (url.protocol !== "https:" || url.username || url.password) return ENDPOINT_REFUSED;
  if (url.port && url.port !== "443") return ENDPOINT_REFUSED;
  if (net.isIP(host) && isRefusedAddress(host)) return ENDPOINT_REFUSED;
  if (host === "localhost" || host.endsWith(".localhost") || !host.includes(".")) return ENDPOINT_REFUSED;
  return null;
}

/** Where to connect for this push, decided before any packet: throws a SafeFetchError when refused. */
export async function vetEndpoint(endpoint: string): Promise<{ url: URL; address: string; family: number }> {
  const problem = endpointProblem(endpoint);
  if (problem) throw new Error(problem);
  return vetUrl(endpoint);
}
