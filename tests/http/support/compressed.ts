// Raw answers as sent, compressed or not, for the compression contract: fetch would decode the body and hide
// whether it was compressed.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { inject } from "vitest";
import { rawGet, type RawAnswer } from "../../support/raw-get";
import { baseUrl } from "./client";

export const get = (path: string, headers: Record<string, string> = {}, method = "GET") => rawGet(`${baseUrl()}${path}`, headers, method);

/** What a browser sends (Chrome, Firefox and Safari all take brotli). */
export const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };
export const gzip = { "accept-encoding": "gzip, deflate" };

/** What a browser gets: Next's own compression (next start) has no brotli. */
export const BROWSER_ENCODING = inject("serverKind") === "npm-start" ? "br" : "gzip";

/** The body as sent before compression, by the encoding the answer names. */
export function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(answer.body);
  if (encoding === "gzip") return gunzipSync(answer.body);
  throw new Error(`Not compressed: ${String(encoding)}`);
}

/** The first of the home page's scripts: the same file for everyone until the next build. */
export const aScript = async () => (await get("/")).body.toString("utf8").match(/<script src="(\/_next\/static\/[^"]+\.js)"/)![1];
