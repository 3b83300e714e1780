// Answers are compressed when the client accepts it, route handlers' included: the polled job list is 50 jobs
// of JSON, sent to phones on camp links. `npm start` compresses with the `compression` middleware
// (scripts/serve.mjs), in brotli to a client that takes it, in gzip otherwise; `next start` (and so a host
// that runs it) uses Next's own, gzip only, which leaves route handlers' answers out (vercel/next.js#98007).
// Raw bytes through node:http, since fetch would decode the body and hide whether it was compressed.
// What only `npm start` does (brotli for route handlers, build files' query variants) is in
// compression-npm-start.test.ts, which the next-start project does not run.
import { describe, expect, it } from "vitest";
import { http as api } from "../support/client";
import { aScript, BROWSER, BROWSER_ENCODING, decoded, get, gzip } from "../support/compressed";
import { importJobsCsv, JOB_CSV_HEADER } from "../support/job-import";

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

  describe("kept pages and the build's scripts", () => {
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
