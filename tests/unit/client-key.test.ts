import { describe, expect, it } from "vitest";
import { clientKeyOf } from "@/server/http/client-key";

describe("the client key every limit counts", () => {
  it("is an IPv4 address as it is, with a port or blanks dropped", () => {
    expect(clientKeyOf("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKeyOf(" 203.0.113.9 ")).toBe("203.0.113.9");
    expect(clientKeyOf("203.0.113.9:51234")).toBe("203.0.113.9");
  });

  it("is the IPv4 address inside an IPv4-mapped IPv6 one, however it is written", () => {
    for (const form of ["::ffff:1.2.3.4", "::FFFF:1.2.3.4", "::ffff:102:304", "0:0:0:0:0:ffff:0102:0304", "[::ffff:1.2.3.4]:443"])
      expect(clientKeyOf(form), form).toBe("1.2.3.4");
  });

  it("is the /64 of an IPv6 address, one spelling for every way of writing it", () => {
    const forms = [
      "2001:db8:1:2::1",
      "2001:DB8:1:2::1",
      "2001:0db8:0001:0002:0000:0000:0000:0001",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:db8:1:2:a:b:c:d",
      "[2001:db8:1:2::5]",
      "[2001:db8:1:2::5]:8443",
      "2001:db8:1:2::5%eth0",
    ];
    for (const form of forms) expect(clientKeyOf(form), form).toBe("2001:db8:1:2::/64");
    expect(clientKeyOf("fe80::1%en0")).toBe("fe80:0:0:0::/64");
  });

  it("tells apart neighbouring /64s and keeps an IPv4 tail in the interface part", () => {
    expect(clientKeyOf("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientKeyOf("2001:db8:1:2::1.2.3.4")).toBe("2001:db8:1:2::/64");
    expect(clientKeyOf("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps anything unreadable as it is, so it still counts as one client", () => {
    expect(clientKeyOf("unknown")).toBe("unknown");
    expect(clientKeyOf("not an address")).toBe("not an address");
  });
});
