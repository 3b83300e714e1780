// Which addresses the link checker and image fetcher may connect to: public unicast only.
// Decided on the resolved address before any connection, so a name pointing at our own network, the
// cloud metadata service or loopback is refused however it is spelled.
import "server-only";
import net from "node:net";
import { ipv6Bytes } from "@/lib/ipv6-bytes";

const refused = new net.BlockList();
// IPv4: "this network" (0.0.0.0/8), private, CGNAT, loopback, link-local (and the metadata service at
// 169.254.169.254), IETF protocol and documentation ranges, benchmarking, multicast, reserved, broadcast.
for (const [prefix, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  refused.addSubnet(prefix, bits, "ipv4");
// IPv6: unspecified and loopback, unique-local (fd00:ec2::254 is a metadata address), link-local,
// site-local, multicast, documentation (2001:db8::/32, 3fff::/20), the discard prefix, and every form that
// carries an IPv4 address we cannot vet as one: IPv4-compatible (::a.b.c.d, stored as ::7f00:1), local-use
// NAT64 (64:ff9b:1::/48), 6to4 (2002::/16) and the IETF block with Teredo (2001::/23). Mapped and
// well-known NAT64 (64:ff9b::/96) addresses are judged by the IPv4 address inside, below.
for (const [prefix, bits] of [
  ["::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
  ["2001:db8::", 32],
  ["3fff::", 20],
  ["100::", 64],
  ["64:ff9b:1::", 48],
  ["2002::", 16],
  ["2001::", 23],
] as const)
  refused.addSubnet(prefix, bits, "ipv6");

const isZero = (bytes: number[]) => bytes.every((b) => b === 0);

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) one. */
function embeddedIpv4(bytes: number[]): string | null {
  const tail = bytes.slice(12).join(".");
  const mapped = isZero(bytes.slice(0, 10)) && bytes[10] === 255 && bytes[11] === 255;
  const translated = isZero(bytes.slice(0, 8)) && bytes[8] === 255 && bytes[9] === 255 && isZero(bytes.slice(10, 12));
  const nat64 = bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && isZero(bytes.slice(4, 12));
  return mapped || translated || nat64 ? tail : null;
}

/** True when connecting to this IP address could reach something that is not the public internet. */
export function isRefusedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = net.isIP(bare);
  if (family === 0) return true;
  if (family === 4) return refused.check(bare, "ipv4");
  const bytes = ipv6Bytes(bare);
  if (!bytes) return true;
  const inner = embeddedIpv4(bytes);
  if (inner) return refused.check(inner, "ipv4");
  // Judged on one spelling of the address, whatever the one given.
  const canonical = [0, 2, 4, 6, 8, 10, 12, 14].map((i) => ((bytes[i] << 8) | bytes[i + 1]).toString(16)).join(":");
  return refused.check(canonical, "ipv6");
}
