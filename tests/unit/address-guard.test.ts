// The link checker's address guard decides on the address alone: these tests send nothing anywhere.
import { describe, expect, it } from "vitest";
import { isRefusedAddress } from "@/server/links/address-guard";

describe("isRefusedAddress", () => {
  it("refuses loopback, unspecified, private, link-local and metadata addresses, IPv4 and IPv6", () => {
    for (const address of [
      "127.0.0.1",
      "127.255.255.254",
      "0.0.0.0",
      "0.1.2.3",
      "10.0.0.1",
      "172.16.5.4",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "169.254.0.1",
      "100.64.0.1",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "[::1]",
      "::",
      "fe80::1",
      "fe80::1%eth0",
      "fc00::1",
      "fd00:ec2::254",
      "ff02::1",
      "::ffff:127.0.0.1",
      "[::ffff:127.0.0.1]",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "::ffff:a9fe:a9fe",
      "64:ff9b::a9fe:a9fe",
      "::127.0.0.1",
      "not-an-ip",
      "",
    ])
      expect(isRefusedAddress(address), address).toBe(true);
  });

  it("refuses IPv6 forms that carry an IPv4 address, however they are spelled", () => {
    for (const address of [
      // IPv4-compatible: the URL parser stores [::127.0.0.1] as [::7f00:1].
      "::7f00:1",
      "[::7f00:1]",
      "0:0:0:0:0:0:7f00:1",
      "::a00:1",
      "::5db8:d822", // even a public one: a deprecated form nothing should need
      // IPv4-translated and mapped, uncompressed and upper case.
      "::ffff:0:7f00:1",
      "0:0:0:0:0:FFFF:7F00:0001",
      // Well-known NAT64 to a private address, and any local-use NAT64 (64:ff9b:1::/48).
      "64:ff9b::127.0.0.1",
      "64:ff9b::7f00:1",
      "64:FF9B:0:0:0:0:a00:1",
      "64:ff9b:1::7f00:1",
      "64:ff9b:1:ffff::5db8:d822",
      // 6to4 (2002::/16) around 127.0.0.1 or anything, and Teredo (2001::/32).
      "2002:7f00:1::",
      "2002:5db8:d822::1",
      "2001:0:4136:e378:8000:63bf:3fff:fdd2",
      "2001::1",
      // New documentation prefix.
      "3fff::1",
    ])
      expect(isRefusedAddress(address), address).toBe(true);
  });

  it("allows public unicast addresses", () => {
    for (const address of [
      "93.184.216.34",
      "8.8.8.8",
      "172.32.0.1",
      "2606:4700:4700::1111",
      "2606:4700:4700:0:0:0:0:1111",
      "::ffff:93.184.216.34",
      "64:ff9b::93.184.216.34",
      "2a00:1450:4009:81f::200e",
      "2001:4860:4860::8888",
    ]) {
      expect(isRefusedAddress(address), address).toBe(false);
    }
  });
});
