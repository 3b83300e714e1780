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

  it("allows public unicast addresses", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700:4700::1111", "::ffff:93.184.216.34"]) {
      expect(isRefusedAddress(address), address).toBe(false);
    }
  });
});
