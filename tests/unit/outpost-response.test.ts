// `npm start`'s response class (scripts/outpost-response.mjs) on a real HTTP server, driven the way careless
// callers could drive it: what it sends must stay whole and true to its headers.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OutpostResponse } from "../../scripts/outpost-response.mjs";
import { rawGet } from "../support/raw-get";

type Handler = (res: http.ServerResponse) => void;

const handlers = new Map<string, Handler>();
const server = http.createServer({ ServerResponse: OutpostResponse }, (req, res) => handlers.get(req.url ?? "")!(res));
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, headers: Record<string, string> = {}) => rawGet(`http://127.0.0.1:${port}${path}`, headers);

/** A kept HTML page whose status is only decided after its first part was written, as Next's may be. */
function keptPageWithLateStatus(path: string, status: number, [first, rest]: [string, string]) {
  handlers.set(path, (res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "s-maxage=30, stale-while-revalidate=60");
    res.write(first);
    res.writeHead(status);
    res.end(rest);
  });
}

const JSON_BODY = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Rope-access technician ${i} – Tromsø` })));

describe("OutpostResponse", () => {
  it("sends a compressed answer whole when its caller ends it twice and writes after the end", async () => {
    handlers.set("/twice", (res) => {
      res.setHeader("Content-Type", "application/json");
      res.setHeader("ETag", 'W/"twice-1"');
      res.write(JSON_BODY);
      res.end();
      // All of this comes while the body is being compressed: none of it may go out.
      res.end();
      res.write("junk");
      res.writeHead(200);
      res.flushHeaders();
    });
    const answer = await get("/twice", { "accept-encoding": "br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    expect(brotliDecompressSync(answer.body).toString("utf8")).toBe(JSON_BODY);
  });

  it("compresses a kept page that answers 404 whole, without an ETag, and never answers it 304", async () => {
    keptPageWithLateStatus("/gone", 404, ["<p>Job not found.</p>", "<p>Back to the board.</p>"]);
    for (const ifNoneMatch of [undefined, "*"]) {
      const answer = await get("/gone", { "accept-encoding": "br, gzip", ...(ifNoneMatch && { "if-none-match": ifNoneMatch }) });
      expect(answer.status).toBe(404);
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
      expect(brotliDecompressSync(answer.body).toString("utf8")).toBe("<p>Job not found.</p><p>Back to the board.</p>");
    }
  });

  it("sends an answer that turns out not to be a whole page as it is, with everything written before", async () => {
    keptPageWithLateStatus("/failed", 500, ["<p>Something went wrong.</p>", "<p>Try again.</p>"]);
    const answer = await get("/failed", { "accept-encoding": "br, gzip" });
    expect(answer.status).toBe(500);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString("utf8")).toBe("<p>Something went wrong.</p><p>Try again.</p>");
  });

  it("gives an answer shared caches may keep an ETag of its content, and 304 to a visitor who holds it", async () => {
    let html = "<main>Version one</main>";
    handlers.set("/kept", (res) => {
      res.setHeader("Cache-Control", "s-maxage=30, stale-while-revalidate=60");
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(html);
    });
    const first = await get("/kept", { "accept-encoding": "gzip" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get("/kept", { "accept-encoding": "gzip", "if-none-match": etag });
    expect({ status: again.status, length: again.body.length, encoding: again.headers["content-encoding"] }).toEqual({
      status: 304,
      length: 0,
      encoding: undefined,
    });
    html = "<main>Version two</main>";
    const renewed = await get("/kept", { "if-none-match": etag });
    expect(renewed.status).toBe(200);
    expect(renewed.headers.etag).not.toBe(etag);
    expect(renewed.body.toString("utf8")).toBe(html);
  });
});
