// Answers are compressed when the client accepts it, route handlers' included (decision 071): the polled
// job list is 50 jobs of JSON, sent to phones on camp links. Raw bytes through node:http, since fetch
// would decode the body and hide whether it was compressed.
import http from "node:http";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { baseUrl } from "../support/client";

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl()}${path}`, { headers, method }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

describe("compressed answers", () => {
  it("sends the job list gzip-compressed to a client that accepts gzip, the same JSON as uncompressed", async () => {
    const plain = await get("/api/jobs?limit=50");
    const packed = await get("/api/jobs?limit=50", { "accept-encoding": "gzip, deflate, br" });
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

  it("does not compress for a client that refuses gzip (q=0)", async () => {
    const answer = await get("/api/jobs?limit=50", { "accept-encoding": "gzip;q=0, identity" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect((JSON.parse(answer.body.toString("utf8")) as unknown[]).length).toBeGreaterThan(3);
  });

  it("answers an unchanged poll 304 with no body, whatever the client accepts", async () => {
    const first = await get("/api/jobs?limit=50", { "accept-encoding": "gzip" });
    const again = await get("/api/jobs?limit=50", { "accept-encoding": "gzip", "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["content-encoding"]).toBeUndefined();
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

  describe("kept pages and the build's scripts, compressed once per version (decision 091)", () => {
    const gzip = { "accept-encoding": "gzip, deflate, br" };
    // The first of the home page's scripts: the same file for everyone until the next build.
    const aScript = async () => (await get("/")).body.toString("utf8").match(/<script src="(\/_next\/static\/[^"]+\.js)"/)![1];

    it("sends the home page, a job page and a script gzip-compressed, each the same bytes as uncompressed", async () => {
      const [job] = JSON.parse((await get("/api/jobs?limit=1")).body.toString("utf8")) as { id: string }[];
      for (const path of ["/", `/job/${job.id}`, await aScript()]) {
        // A kept page may be renewed between two requests: compared when both are the same version.
        await expect
          .poll(async () => {
            const [plain, packed] = [await get(path), await get(path, gzip)];
            expect({ path, status: packed.status, encoding: packed.headers["content-encoding"] }).toEqual({
              path,
              status: 200,
              encoding: "gzip",
            });
            expect(plain.headers["content-encoding"]).toBeUndefined();
            expect(packed.headers.vary).toMatch(/accept-encoding/i);
            return packed.headers.etag === plain.headers.etag && gunzipSync(packed.body).equals(plain.body);
          })
          .toBe(true);
      }
    });

    it("sends every visitor the same whole page, asked for at once", async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, () => get("/", gzip)));
      const versions = new Map(answers.map((a) => [a.headers.etag, gunzipSync(a.body).toString("utf8")]));
      for (const html of versions.values()) expect(html).toMatch(/^<!DOCTYPE html>.*<\/html>$/s);
      expect(answers.every((a) => a.status === 200)).toBe(true);
    });

    it("answers a matching If-None-Match 304 with no body and no encoding, for a page and a script", async () => {
      for (const path of ["/", await aScript()]) {
        const first = await get(path, gzip);
        const again = await get(path, { ...gzip, "if-none-match": String(first.headers.etag) });
        expect({ path, status: again.status, length: again.body.length, encoding: again.headers["content-encoding"] }).toEqual({
          path,
          status: 304,
          length: 0,
          encoding: undefined,
        });
      }
    });

    it("answers a range of a script with those bytes, uncompressed", async () => {
      const path = await aScript();
      const whole = await get(path);
      const part = await get(path, { ...gzip, range: "bytes=10-109" });
      expect(part.status).toBe(206);
      expect(part.headers["content-encoding"]).toBeUndefined();
      expect(part.body.equals(whole.body.subarray(10, 110))).toBe(true);
    });

    it("answers HEAD with the headers alone", async () => {
      const head = await get(await aScript(), gzip, "HEAD");
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
    });
  });
});
