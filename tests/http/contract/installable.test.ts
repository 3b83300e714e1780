// What makes Outpost installable and readable offline, as served by the production build (decision 115): the
// manifest and its icons, the favicon, the service worker script and the offline page it falls back to.
import { describe, expect, it } from "vitest";
import { baseUrl, http } from "../support/client";

const binary = async (path: string) => {
  const answer = await fetch(new URL(path, baseUrl()));
  return { status: answer.status, type: answer.headers.get("content-type"), bytes: Buffer.from(await answer.arrayBuffer()) };
};

describe("installable", () => {
  it("serves a manifest with the fields and icons an install needs, every icon a PNG of its size", async () => {
    const answer = await http("/manifest.webmanifest");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = answer.json() as { icons: { src: string; sizes: string; purpose: string }[] } & Record<string, unknown>;
    expect(manifest).toMatchObject({ short_name: "Outpost", start_url: "/", scope: "/", display: "standalone", theme_color: "#0f172a" });
    expect(manifest.icons.filter((i) => i.purpose === "maskable")).toHaveLength(1);
    for (const icon of manifest.icons) {
      const file = await binary(icon.src);
      expect(file.status, icon.src).toBe(200);
      expect(file.type).toBe("image/png");
      // A PNG's width and height sit at bytes 16 and 20 of its header chunk.
      const [width, height] = icon.sizes.split("x").map(Number);
      expect([file.bytes.readUInt32BE(16), file.bytes.readUInt32BE(20)], icon.src).toEqual([width, height]);
    }
  });

  it("answers /favicon.ico with an icon file, and the pages name it and a touch icon", async () => {
    const favicon = await binary("/favicon.ico");
    expect(favicon.status).toBe(200);
    expect([...favicon.bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const home = await http("/", { headers: { accept: "text/html" } });
    expect(home.text).toMatch(/<link rel="icon" href="\/favicon\.ico/);
    expect(home.text).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon\.png/);
    expect(home.text).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
  });

  it("serves the service worker from the root, never kept stale by a cache, with the offline page in its precache", async () => {
    const worker = await http("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toContain("javascript");
    expect(worker.headers.get("cache-control")).toMatch(/max-age=0/);
    expect(worker.text).toContain('url:"/offline"');
    // Only the shell is installed up front: no back-office code rides along at the first visit.
    const precached = [...worker.text.matchAll(/url:"(\/_next\/static\/[^"]+)"/g)].map((m) => m[1]);
    expect(precached.length).toBeGreaterThan(0);
    expect(precached.length).toBeLessThan(30);
  });

  it("serves the offline page to everyone alike, under the static policy and out of search results", async () => {
    const page = await http("/offline", { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("You&#x27;re offline");
    expect(page.text).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
  });
});
