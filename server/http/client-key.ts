// What every per-client limit, de-duplication and hashed IP is keyed on: an IPv4 address, or an IPv6
// address's /64. One IPv6 subscriber (a home, a phone, a cloud VM) gets a whole /64 and can pick any of its
// 2^64 addresses per request, so counting single IPv6 addresses counts nothing.
import net from "node:net";

/** The 16 bytes of an IPv6 address (already checked by net.isIPv6), IPv4 tails included. */
function ipv6Bytes(address: string): number[] {
  let text = address;
  const tail = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (tail) {
    const [a, b, c, d] = tail[1].split(".").map(Number);
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.includes("::") ? text.split("::") : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = rest ? rest.split(":") : [];
  const groups = rest === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 255];
  });
}

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
  if (!net.isIPv6(bare)) return address.trim().slice(0, 100);
  const bytes = ipv6Bytes(bare);
  if (bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 255 && bytes[11] === 255) return bytes.slice(12).join(".");
  const groups = [0, 2, 4, 6].map((i) => ((bytes[i] << 8) | bytes[i + 1]).toString(16));
  return `${groups.join(":")}::/64`;
}
