// Answers are compressed when the client accepts it, route handlers' included: the polled job list is 50 jobs
// of JSON, sent to phones on camp links. `npm start` compresses with the `compression` middleware
// (scripts/serve.mjs), in brotli to a client that takes it, in gzip otherwise; `next start` (and so a host
// that runs it) uses Next's own, gzip only, which leaves route handlers' answers out (vercel/next.js#98007).
// Raw bytes through node:http, since fetch would decode the body and hide whether it was compressed.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import { baseUrl, http as api } from "../support/client";
import { rawGet, type RawAnswer } from "../../support/raw-get";
import { importJobsCsv, JOB_CSV_HEADER } from "../support/job-import";

const get = (path: string, headers: Record<string, string> = {}, method = "GET") => rawGet(`${baseUrl()}${path}`, headers, method);

/** What a browser sends (Chrome, Firefox and Safari all take brotli). */
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

const npmStart = inject("serverKind") === "npm-start";
/** What a browser gets: Next's own compression has no brotli. */
const BROWSER_ENCODING = npmStart ? "br" : "gzip";

/** The body as sent before compression, by the encoding the answer names. */
function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(answer.body);
  if (encoding === "gzip") return gunzipSync(answer.body);
  throw new Error(`Not compressed: ${String(encoding)}`);
}

describe("compressed answers", () => {
  it("does not compress for a client that refuses gzip (q=0) and does not take brotli", async () => {
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

  describe.runIf(npmStart)("route handlers' answers", () => {
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

  describe("kept pages and the build's scripts", () => {
    const gzip = { "accept-encoding": "gzip, deflate" };
    // The first of the home page's scripts: the same file for everyone until the next build.
    const aScript = async () => (await get("/")).body.toString("utf8").match(/<script src="(\/_next\/static\/[^"]+\.js)"/)![1];

    it("sends the home page, a job page and a script compressed as the client asks, each the same bytes as uncompressed", async () => {
      const [job] = JSON.parse((await get("/api/jobs?limit=1")).body.toString("utf8")) as { id: string }[];
      for (const path of ["/", `/job/${job.id}`, await aScript()]) {
        for (const [headers, encoding] of [
          [BROWSER, BROWSER_ENCODING],
          [gzip, "gzip"],
        ] as const) {
          // A kept page may be renewed between two requests: compared when both are the same version.
          await expect
            .poll(async () => {
              const [plain, packed] = [await get(path), await get(path, headers)];
              expect({ path, status: packed.status, encoding: packed.headers["content-encoding"] }).toEqual({
                path,
                status: 200,
                encoding,
              });
              expect(plain.headers["content-encoding"]).toBeUndefined();
              expect(packed.headers.vary).toMatch(/accept-encoding/i);
              return packed.headers.etag === plain.headers.etag && decoded(packed).equals(plain.body);
            })
            .toBe(true);
        }
      }
    });

    it("sends the stylesheet once, as a file a browser keeps for good, compressed", async () => {
      // Inlined, it went three times in every page (decision 097).
      const html = (await get("/")).body.toString("utf8");
      const sheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
      expect(sheets).toHaveLength(1);
      expect(html).not.toMatch(/<style[^>]*>[^<]{1000,}/);
      const css = await get(sheets[0], BROWSER);
      expect({ status: css.status, encoding: css.headers["content-encoding"], cache: css.headers["cache-control"] }).toEqual({
        status: 200,
        encoding: BROWSER_ENCODING,
        cache: "public, max-age=31536000, immutable",
      });
      // Not a second time in the page's payload either: a rule of the stylesheet is found only in the file.
      expect(decoded(css).toString("utf8")).toContain(".job-card{");
      expect(html).not.toContain(".job-card{");
    });

    it("sends every visitor the same whole page, asked for at once", async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => get("/", i % 2 ? gzip : BROWSER)));
      const versions = new Map(answers.map((a) => [`${a.headers.etag} ${a.headers["content-encoding"]}`, decoded(a).toString("utf8")]));
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

    it("gives a renewed page a new ETag: the old one gets the whole new page, the new one 304", async () => {
      // A job of this test's own, imported and then renamed by an admin; its page is kept until the edit.
      const run = Date.now().toString(36);
      const link = `https://etag.example/${run}`;
      const row = `Rig Medic ${run},Etag Offshore,"North Sea, United Kingdom",£90k,medical,Offshore medic,OK,${link}`;
      expect((await importJobsCsv(`${JOB_CSV_HEADER}\n${row}`, { skipWarnings: true })).status).toBe(200);
      const jobs = (await api("/api/admin/jobs?limit=1000", { as: "admin" })).json() as { id: string; applicationUrl: string }[];
      const path = `/job/${jobs.find((j) => j.applicationUrl === link)!.id}`;
      const before = await get(path, BROWSER);
      expect(decoded(before).toString("utf8")).toContain(`Rig Medic ${run}`);
      const oldTag = String(before.headers.etag);
      expect((await get(path, { ...BROWSER, "if-none-match": oldTag })).status).toBe(304);

      const renamed = await api(path.replace("/job/", "/api/admin/jobs/"), {
        method: "PATCH",
        body: { title: `Platform Medic ${run}` },
        as: "admin",
      });
      expect(renamed.status, renamed.text).toBe(200);
      await expect
        .poll(async () =>
          decoded(await get(path, BROWSER))
            .toString("utf8")
            .includes(`Platform Medic ${run}`),
        )
        .toBe(true);
      const stale = await get(path, { ...BROWSER, "if-none-match": oldTag });
      expect(stale.status).toBe(200);
      expect(decoded(stale).toString("utf8")).toContain(`Platform Medic ${run}`);
      expect(stale.headers.etag).not.toBe(oldTag);
      expect((await get(path, { ...BROWSER, "if-none-match": String(stale.headers.etag) })).status).toBe(304);
    });

    it("sends the kept page of a job that no longer exists as a whole 404, compressed", async () => {
      // Old links to removed jobs keep coming from search results and shared messages, often from a phone.
      const path = "/job/00000000-0000-4000-8000-000000000000";
      const plain = await get(path);
      expect(plain.status).toBe(404);
      expect(plain.headers["cache-control"]).toMatch(/s-maxage/);
      for (const [headers, encoding] of [
        [BROWSER, BROWSER_ENCODING],
        [gzip, "gzip"],
      ] as const) {
        const packed = await get(path, headers);
        expect({ status: packed.status, encoding: packed.headers["content-encoding"] }).toEqual({ status: 404, encoding });
        expect(packed.body.length).toBeLessThan(plain.body.length / 4);
        expect(decoded(packed).toString("utf8")).toMatch(/^<!DOCTYPE html>.*<\/html>$/s);
      }
    });

    it.runIf(npmStart)(
      "sends a build file asked for with a query string as it is, so varied addresses cannot make it compress again",
      async () => {
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
      },
    );

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
