// What every per-client limit, de-duplication and hashed IP is keyed on: an IPv4 address, or an IPv6
// address's /64. One IPv6 subscriber (a home, a phone, a cloud VM) gets a whole /64 and can pick any of its
// 2^64 addresses per request, so counting single IPv6 addresses counts nothing.
import net from "node:net";
import { ipv6Bytes } from "@/lib/ipv6-bytes";

/** Strips what may surround an address in a header: brackets, a port, a zone id, blanks and case. */
function bareAddress(raw: string): string {
  let text = raw.trim().toLowerCase();
  const bracketed = text.match(/^\[([^\]]*)\](?::\d+)?$/);
  if (bracketed) text = bracketed[1];
  const v4WithPort = text.match(/^(\d+\.\d+\.\d+\.\d+):\d+$/);
  if (v4WithPort) text = v4WithPort[1];
  return text.replace(/%.*$/, "");
}

/**
 * The client key for an address: IPv4 as it is; an IPv4-mapped IPv6 address (::ffff:a.b.c.d, what a
 * dual-stack socket reports for IPv4) as its IPv4; any other IPv6 address as its /64 prefix, written one
 * way whatever the spelling ("2001:db8:0:1::/64"). Anything unreadable is kept as it is, so it still
 * counts as one client.
 */
export function clientKeyOf(address: string): string {
  const bare = bareAddress(address);
  if (net.isIPv4(bare)) return bare;
  const bytes = ipv6Bytes(bare);
  if (!bytes) return address.trim().slice(0, 100);
  if (bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 255 && bytes[11] === 255) return bytes.slice(12).join(".");
  const groups = [0, 2, 4, 6].map((i) => ((bytes[i] << 8) | bytes[i + 1]).toString(16));
  return `${groups.join(":")}::/64`;
}
