import { describe, expect, it } from "vitest";
import { clientIpFrom } from "@/server/http/client-ip";

const headers = (h: Record<string, string>) => new Headers(h);

describe("the client's address", () => {
  it("with no proxy, is the one entry npm start wrote from the socket", () => {
    expect(clientIpFrom(headers({ "x-forwarded-for": "198.51.100.4" }), { hops: 0, onVercel: false })).toBe("198.51.100.4");
  });

  it("behind TRUST_PROXY proxies, is the hops-th entry from the right: what a client prepends is ignored", () => {
    const spoofed = headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2" });
    expect(clientIpFrom(spoofed, { hops: 1, onVercel: false })).toBe("10.0.0.2");
    expect(clientIpFrom(spoofed, { hops: 2, onVercel: false })).toBe("203.0.113.9");
    // Fewer entries than hops: the left-most is the nearest thing to the client there is.
    expect(clientIpFrom(headers({ "x-forwarded-for": "203.0.113.9" }), { hops: 2, onVercel: false })).toBe("203.0.113.9");
  });

  it("on Vercel, is the edge's own header, whatever X-Forwarded-For claims", () => {
    const h = headers({ "x-vercel-forwarded-for": "192.0.2.55", "x-forwarded-for": "6.6.6.6" });
    expect(clientIpFrom(h, { hops: 0, onVercel: true })).toBe("192.0.2.55");
    expect(clientIpFrom(h, { hops: 0, onVercel: false })).toBe("6.6.6.6");
  });

  it("is 'unknown' when nothing names it", () => {
    expect(clientIpFrom(headers({}), { hops: 1, onVercel: false })).toBe("unknown");
  });
});

describe("TRUST_PROXY", () => {
  it("takes a count of proxies, or true for one", async () => {
    const { readConfig } = await import("@/server/config");
    expect(readConfig({ TRUST_PROXY: "2" }).trustProxyHops).toBe(2);
    expect(readConfig({ TRUST_PROXY: "true" }).trustProxyHops).toBe(1);
    expect(readConfig({ TRUST_PROXY: "false" }).trustProxyHops).toBe(0);
    expect(readConfig({}).trustProxy).toBe(false);
  });
});
