// The whole-page cache in front of Next, exercised through a real HTTP server.
import http from "node:http";
import { gzipSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- a plain ESM script without types
import { withPageCache } from "../../scripts/page-cache.mjs";

let renders = 0;
let server: http.Server;
let base = "";

beforeAll(async () => {
  server = http.createServer(
    withPageCache((req: http.IncomingMessage, res: http.ServerResponse) => {
      renders++;
      const body = `<html>render ${renders} of ${req.url}</html>`;
      const gzip = /gzip/.test(String(req.headers["accept-encoding"]));
      res.setHeader("Cache-Control", req.url?.startsWith("/job/") || req.url === "/" ? "public, s-maxage=30" : "private, no-store");
      if (gzip) res.setHeader("Content-Encoding", "gzip");
      res.end(gzip ? gzipSync(body) : body);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ body: Buffer; headers: http.IncomingHttpHeaders }>((resolve, reject) =>
    http.get(base + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
    }).on("error", reject),
  );

describe("page cache", () => {
  it("renders once and serves repeats from the cache, separately for gzip and plain clients", async () => {
    const first = await get("/");
    const again = await get("/");
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(again.body.toString()).toBe(first.body.toString());
    const zipped = await get("/", { "accept-encoding": "gzip" });
    expect(zipped.headers["x-page-cache"]).toBeUndefined();
    expect(gunzipSync(zipped.body).toString()).toMatch(/^<html>render \d+ of \/<\/html>$/);
    expect((await get("/", { "accept-encoding": "gzip, br" })).headers["x-page-cache"]).toBe("hit");
    expect((await get("/")).body.toString()).toBe(first.body.toString());
  });

  it("leaves other pages, RSC requests and private answers alone", async () => {
    const before = renders;
    await get("/swipe");
    await get("/swipe");
    await get("/job/00000000-0000-4000-8000-000000000000", { rsc: "1" });
    await get("/job/00000000-0000-4000-8000-000000000000", { rsc: "1" });
    expect(renders - before).toBe(4);
  });

  it("forgets everything when jobs change", async () => {
    await get("/job/11111111-1111-4111-8111-111111111111");
    expect((await get("/job/11111111-1111-4111-8111-111111111111")).headers["x-page-cache"]).toBe("hit");
    const shared = globalThis as { __outpostPagesVersion?: number };
    shared.__outpostPagesVersion = (shared.__outpostPagesVersion ?? 0) + 1;
    expect((await get("/job/11111111-1111-4111-8111-111111111111")).headers["x-page-cache"]).toBeUndefined();
  });
});

describe("page cache encodings", () => {
  it("never hands a deflate or gzip body to a client that did not ask for it", async () => {
    await get("/?sort=oldest", { "accept-encoding": "deflate" });
    const plain = await get("/?sort=oldest");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toMatch(/^<html>render/);
    await get("/?sort=popular", { "accept-encoding": "gzip;q=0, deflate" });
    const plainAgain = await get("/?sort=popular");
    expect(plainAgain.headers["content-encoding"]).toBeUndefined();
  });

  it("does not cache addresses with unknown query keys", async () => {
    const before = renders;
    await get("/?junk=1");
    await get("/?junk=1");
    expect(renders - before).toBe(2);
  });
});
