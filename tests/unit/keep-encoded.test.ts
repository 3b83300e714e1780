// The server's compress-once step (scripts/keep-encoded.mjs) inside the `compression` middleware, as
// scripts/serve.mjs chains them, over real HTTP.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import { afterEach, describe, expect, it } from "vitest";
import { keepEncoded, TRIAL_BYTES } from "@/scripts/keep-encoded.mjs";
import { rawGet } from "../support/raw-get";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const BR = { "accept-encoding": "br, gzip" };
const GZIP = { "accept-encoding": "gzip" };
const PAGE = `<!doctype html><html><body>${"<article>An offshore job on the board.</article>".repeat(400)}</body></html>`;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server answering with `handler` through both middlewares; `get(path, headers)` asks it. */
async function serve(handler: Handler) {
  const keep = keepEncoded((req, res) => compression.filter(req as never, res as never));
  const compress = compression();
  server = createServer((req, res) => compress(req as never, res as never, () => keep.middleware(req, res, () => handler(req, res))));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    stats: keep.stats,
    get: (path: string, headers: Record<string, string> = {}, method = "GET") => rawGet(base + path, headers, method),
  };
}

/** A kept page as Next sends one from its cache: headers set, then the whole body, its ETag a hash of it. */
const keptPage =
  (body: (req: IncomingMessage) => string, etag: (req: IncomingMessage) => string): Handler =>
  (req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("ETag", etag(req));
    res.end(body(req));
  };

describe("a versioned answer", () => {
  it("is compressed once per version and encoding, and every visitor gets those bytes whole", async () => {
    const { stats, get } = await serve(
      keptPage(
        () => PAGE,
        () => '"v1"',
      ),
    );
    const brotli = [];
    for (let i = 0; i < 10; i++) brotli.push(await get("/", BR));
    const gzipped = await Promise.all(Array.from({ length: 10 }, () => get("/", GZIP)));
    expect(stats.encodings).toBe(2);
    for (const answer of brotli) {
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(brotliDecompressSync(answer.body).toString()).toBe(PAGE);
    }
    for (const answer of gzipped) expect(gunzipSync(answer.body).toString()).toBe(PAGE);
  });

  it("is compressed again when its version changes", async () => {
    let version = 1;
    const { stats, get } = await serve(
      keptPage(
        () => PAGE.replace("offshore", `offshore ${version}`),
        () => `"v${version}"`,
      ),
    );
    await get("/", BR);
    await get("/", BR);
    version = 2;
    const changed = await get("/", BR);
    expect(stats.encodings).toBe(2);
    expect(brotliDecompressSync(changed.body).toString()).toContain("offshore 2");
  });

  it("makes a burst of first visitors wait for one compression", async () => {
    const { stats, get } = await serve(
      keptPage(
        () => PAGE,
        () => '"v1"',
      ),
    );
    const answers = await Promise.all(Array.from({ length: 20 }, () => get("/", BR)));
    expect(stats.encodings).toBe(1);
    expect(new Set(answers.map((a) => a.body.toString("base64"))).size).toBe(1);
  });

  it("stays kept while a crawler asks for never-repeated versions", async () => {
    // Each one-off view is about 48 KB encoded (random text compresses little): more of them than the
    // store for versions seen once holds.
    const oneOff = randomBytes(64 * 1024).toString("base64");
    const { stats, get } = await serve(
      keptPage(
        (req) => (req.url === "/" ? PAGE : req.url + oneOff),
        (req) => `"${req.url}"`,
      ),
    );
    await get("/", BR);
    await get("/", BR);
    const views = Math.ceil((2 * TRIAL_BYTES) / (48 * 1024));
    for (let i = 0; i < views; i++) await get(`/search/${i}`, BR);
    const before = stats.encodings;
    const home = await get("/", BR);
    expect(stats.encodings).toBe(before);
    expect(brotliDecompressSync(home.body).toString()).toBe(PAGE);
  });
});

describe("answers that go on to the per-request middleware", () => {
  it("compresses an answer without an ETag (a streamed page) per request, as it streams", async () => {
    const { stats, get } = await serve((_req, res) => {
      res.setHeader("Content-Type", "text/html");
      res.write(PAGE.slice(0, 5000));
      setTimeout(() => res.end(PAGE.slice(5000)), 10);
    });
    const answer = await get("/", BR);
    expect(stats.encodings).toBe(0);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-length"]).toBeUndefined();
    expect(brotliDecompressSync(answer.body).toString()).toBe(PAGE);
  });

  it("leaves alone a HEAD, a 304, an error, a client that takes neither brotli nor gzip, and an incompressible type", async () => {
    const { stats, get } = await serve((req, res) => {
      res.setHeader("ETag", '"v1"');
      res.setHeader("Content-Type", req.url === "/image" ? "image/png" : "text/html");
      if (req.url === "/unchanged") res.statusCode = 304;
      if (req.url === "/broken") res.statusCode = 500;
      res.end(req.url === "/unchanged" ? undefined : PAGE);
    });
    expect((await get("/", BR, "HEAD")).body.length).toBe(0);
    expect((await get("/unchanged", BR)).status).toBe(304);
    expect((await get("/broken", BR)).headers["content-encoding"]).toBe("br");
    expect((await get("/", { "accept-encoding": "deflate" })).headers["content-encoding"]).toBe("deflate");
    const plain = await get("/", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
    expect((await get("/image", BR)).headers["content-encoding"]).toBeUndefined();
    expect(stats.encodings).toBe(0);
  });

  it("keeps what a handler writes in parts and with writeHead, status and headers included", async () => {
    const { stats, get } = await serve((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json", ETag: 'W/"list"', "X-Total-Count": "3" });
      res.write('{"jobs":[');
      res.write(Buffer.from('"a","b",'));
      res.end('"c"]}');
    });
    const first = await get("/api/jobs", GZIP);
    const second = await get("/api/jobs", GZIP);
    expect(stats.encodings).toBe(1);
    expect(second.headers["x-total-count"]).toBe("3");
    expect(second.headers.etag).toBe('W/"list"');
    expect(gunzipSync(first.body).toString()).toBe('{"jobs":["a","b","c"]}');
    expect(second.body.equals(first.body)).toBe(true);
  });
});
