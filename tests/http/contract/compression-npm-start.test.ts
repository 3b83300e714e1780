// What `npm start` adds to Next's own compression (scripts/serve.mjs): route handlers' answers compressed too
// (Next leaves them out, vercel/next.js#98007), brotli to browsers, and build files asked for with a query
// string sent as they are. The next-start project does not run this file.
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { aScript, BROWSER, decoded, get } from "../support/compressed";

describe("route handlers' answers", () => {
  it("sends the job list brotli-compressed to a browser, the same JSON as uncompressed", async () => {
    const plain = await get("/api/jobs?limit=50");
    const packed = await get("/api/jobs?limit=50", BROWSER);
    expect(plain.status).toBe(200);
    expect(packed.status).toBe(200);
    expect(packed.headers["content-encoding"]).toBe("br");
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.headers.etag).toBe(plain.headers.etag);
    expect(packed.body.length).toBeLessThan(plain.body.length / 2);
    expect(decoded(packed).toString("utf8")).toBe(plain.body.toString("utf8"));
  });

  it("sends gzip to a client that takes gzip only, refuses brotli (q=0) or weighs gzip higher", async () => {
    for (const accept of ["gzip", "br;q=0, gzip", "gzip;q=1, br;q=0.5"]) {
      const answer = await get("/api/jobs?limit=50", { "accept-encoding": accept });
      expect({ accept, encoding: answer.headers["content-encoding"] }).toEqual({ accept, encoding: "gzip" });
      expect((JSON.parse(decoded(answer).toString("utf8")) as unknown[]).length).toBe(50);
    }
  });

  it("sends the job list gzip-compressed to a client that accepts gzip, the same JSON as uncompressed", async () => {
    const plain = await get("/api/jobs?limit=50");
    const packed = await get("/api/jobs?limit=50", { "accept-encoding": "gzip, deflate" });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(packed.status).toBe(200);
    expect(packed.headers["content-encoding"]).toBe("gzip");
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.headers.etag).toBe(plain.headers.etag);
    expect(packed.headers["x-total-count"]).toBe(plain.headers["x-total-count"]);
    expect(packed.body.length).toBeLessThan(plain.body.length / 2);
    expect(gunzipSync(packed.body).toString("utf8")).toBe(plain.body.toString("utf8"));
  });

  it("sends the same compressed list to every poller, and each gets whole JSON", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get("/api/jobs?limit=20", { "accept-encoding": "gzip" })));
    const texts = answers.map((a) => gunzipSync(a.body).toString("utf8"));
    expect(new Set(texts).size).toBe(1);
    expect(JSON.parse(texts[0])).toHaveLength(20);
  });

  it("compresses other route handlers' answers too (the feeds)", async () => {
    for (const path of ["/feed.xml", "/sitemap.xml"]) {
      const answer = await get(path, { "accept-encoding": "gzip" });
      expect({ path, status: answer.status, encoding: answer.headers["content-encoding"] }).toEqual({
        path,
        status: 200,
        encoding: "gzip",
      });
      expect(gunzipSync(answer.body).toString("utf8")).toMatch(/^<\?xml/);
    }
  });
});

describe("build files", () => {
  it("sends a build file asked for with a query string as it is, so varied addresses cannot make it compress again", async () => {
    // Each new `?x=` on a script once cost a fresh compression of the whole file.
    const path = await aScript();
    const whole = await get(path);
    for (const variant of [`${path}?x=1`, `${path}?x=2&y=3`]) {
      const answer = await get(variant, BROWSER);
      expect({ variant, status: answer.status, encoding: answer.headers["content-encoding"] }).toEqual({
        variant,
        status: 200,
        encoding: undefined,
      });
      expect(answer.body.equals(whole.body)).toBe(true);
    }
    expect((await get(path, BROWSER)).headers["content-encoding"]).toBe("br");
  });
});

describe("kept pages", () => {
  it("sends a kept page's bytes compressed once for its version: whole, with their length, the same to everyone", async () => {
    // The middleware alone streams each answer compressed afresh, with no length; kept bytes have one.
    await get("/", BROWSER);
    const answers = await Promise.all(Array.from({ length: 5 }, () => get("/", BROWSER)));
    const plain = await get("/");
    for (const answer of answers) {
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers.etag).toBe(plain.headers.etag);
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(answer.body.equals(answers[0].body)).toBe(true);
    }
    expect(decoded(answers[0]).equals(plain.body)).toBe(true);
  });
});
