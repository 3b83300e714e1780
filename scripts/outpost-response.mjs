// The response class of `npm start`'s server: compression for what Next's own leaves out or repeats
// (decisions 071 and 091).
// - Next copies a route handler's headers with an append that stores even Content-Type as a one-element
//   array, and its compression middleware then takes the type for incompressible, so every route handler
//   answer went out uncompressed (vercel/next.js#98007). Content-Type is set as the one string it is.
// - A compressible answer with an ETag is the same bytes for everyone who asks until it changes: the polled
//   job list, a kept page (ISR), a build's scripts. It is compressed here, once per ETag, and sent in one
//   write, instead of by Next's middleware on every request: compressing the home page took longer than
//   serving it from the cache did, and a page's scripts were compressed on the same two cores the phone's
//   first paint was waiting on.
import { ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";

/**
 * Key → gzip bytes; a few hundred answers (pages, scripts, lists), the least recently sent out first: every
 * Load More page and every new version of a polled list is an answer of its own, and they must not push out
 * the home page and the scripts that every visitor asks for.
 */
const compressedAnswers = new Map();
const MAX_ANSWERS = 300;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/i;

function acceptsGzip(request) {
  return (request?.headers["accept-encoding"] ?? "").split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    return coding === "gzip" && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

/** An ETag names a version of one address only (a static file's is its size and date), so both are the key. */
function compressedOnce(url, etag, body) {
  const key = `${url} ${etag} ${body.length}`;
  const gzip = compressedAnswers.get(key) ?? gzipSync(body);
  // A Map iterates in insertion order: set again, this answer is now the most recently sent.
  compressedAnswers.delete(key);
  compressedAnswers.set(key, gzip);
  if (compressedAnswers.size > MAX_ANSWERS) compressedAnswers.delete(compressedAnswers.keys().next().value);
  return gzip;
}

export class OutpostResponse extends ServerResponse {
  /** Set while an answer to be compressed once is being gathered, to be sent at its end. */
  #gathering = false;
  #chunks = [];

  setHeader(name, value) {
    const field = name.toLowerCase();
    // The length of the compressed body is set by end().
    if (this.#gathering && field === "content-length") return this;
    super.setHeader(name, field === "content-type" && Array.isArray(value) && value.length === 1 ? value[0] : value);
    // Decided once both the type and the ETag are known, whichever comes first (route handlers set the
    // type first, static files their ETag), and before Next's middleware looks at Content-Encoding.
    if (!this.#gathering && (field === "etag" || field === "content-type") && this.#worthCompressingOnce()) {
      this.#gathering = true;
      if (this.hasHeader("content-length")) super.removeHeader("Content-Length");
      super.setHeader("Content-Encoding", "gzip");
    }
    return this;
  }

  #worthCompressingOnce() {
    const request = this.req;
    return (
      request?.method === "GET" &&
      !request.headers.range &&
      this.getHeader("etag") !== undefined &&
      this.getHeader("content-encoding") === undefined &&
      COMPRESSIBLE.test(String(this.getHeader("content-type") ?? "")) &&
      acceptsGzip(request)
    );
  }

  /** An answer that turned out not to be the whole content (304, 412…) goes out as it is. */
  writeHead(statusCode, ...rest) {
    // Headers are written before any body (Next's middleware writes them ahead of the first chunk).
    if (this.#gathering && statusCode !== 200) {
      this.#gathering = false;
      super.removeHeader("Content-Encoding");
    }
    return super.writeHead(statusCode, ...rest);
  }

  write(chunk, encoding, callback) {
    if (!this.#gathering) return super.write(chunk, encoding, callback);
    this.#chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
    if (typeof encoding === "function") encoding();
    else if (typeof callback === "function") callback();
    return true;
  }

  end(chunk, encoding, callback) {
    if (!this.#gathering) return super.end(chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === "function");
    if (chunk && typeof chunk !== "function") this.write(chunk, typeof encoding === "string" ? encoding : undefined);
    const body = Buffer.concat(this.#chunks);
    this.#gathering = false;
    this.#chunks = [];
    const gzip = compressedOnce(this.req.url, String(this.getHeader("etag")), body);
    // Usually the headers are out already (see writeHead): the length then goes unsaid (chunked).
    if (!this.headersSent) super.setHeader("Content-Length", gzip.length);
    return super.end(gzip, done);
  }
}
