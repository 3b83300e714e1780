// Which addresses the link checker and image fetcher may connect to (issue 18): public unicast only.
// Decided on the resolved address before any connection, so a name pointing at our own network, the
// cloud metadata service or loopback is refused however it is spelled.
import "server-only";
import net from "node:net";

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
// site-local, multicast, documentation, and the discard prefix. Mapped and NAT64 forms are unwrapped below.
for (const [prefix, bits] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
  ["2001:db8::", 32],
  ["100::", 64],
] as const)
  refused.addSubnet(prefix, bits, "ipv6");

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible or NAT64 (64:ff9b::) IPv6 one. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = lower.match(/^(?:::ffff:(?:0:)?|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) return dotted[1];
  const hex = lower.match(/^(?:::ffff:(?:0:)?|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (!hex) return null;
  const [hi, lo] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
}

/** True when connecting to this IP address could reach something that is not the public internet. */
export function isRefusedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = net.isIP(bare);
  if (family === 0) return true;
  if (family === 4) return refused.check(bare, "ipv4");
  const inner = embeddedIpv4(bare);
  if (inner) return refused.check(inner, "ipv4");
  return refused.check(bare, "ipv6");
}
