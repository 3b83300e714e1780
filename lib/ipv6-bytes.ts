// An IPv6 address as its 16 bytes, however it is written (compressed or not, any case, an IPv4 tail), so
// rules about prefixes read the address and not its spelling.
import net from "node:net";

/** The 16 bytes of an IPv6 address without brackets or zone id; null when it is not one. */
export function ipv6Bytes(address: string): number[] | null {
  if (!net.isIPv6(address)) return null;
  let text = address.toLowerCase();
  const tail = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (tail) {
    const [a, b, c, d] = tail[1].split(".").map(Number);
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.includes("::") ? text.split("::") : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = rest ? rest.split(":") : [];
  const groups = rest === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 255];
  });
}
