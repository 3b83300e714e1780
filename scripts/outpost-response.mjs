// The response class of `npm start`'s server: compression for what Next's own leaves out (decision 071).
// - Next copies a route handler's headers with an append that stores even Content-Type as a one-element
//   array, and its compression middleware then takes the type for incompressible, so every route handler
//   answer went out uncompressed (vercel/next.js#98007). Content-Type is set as the one string it is.
// - JSON answers with an ETag (the polled job list) are compressed here, once per ETag: the same list is
//   sent to every poller until it changes, and compressing 50 jobs on every request would cost more than
//   the rest of the request does.
import { ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";

/** ETag and length → gzip bytes; a few hundred answers, oldest out first. */
const compressedAnswers = new Map();
const MAX_ANSWERS = 200;

function acceptsGzip(request) {
  return (request?.headers["accept-encoding"] ?? "").split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    return coding === "gzip" && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

function compressedOnce(etag, body) {
  const key = `${etag} ${body.length}`;
  let gzip = compressedAnswers.get(key);
  if (!gzip) {
    gzip = gzipSync(body);
    compressedAnswers.set(key, gzip);
    if (compressedAnswers.size > MAX_ANSWERS) compressedAnswers.delete(compressedAnswers.keys().next().value);
  }
  return gzip;
}

export class OutpostResponse extends ServerResponse {
  /** Set while a JSON answer with an ETag is being gathered, to be sent compressed at its end. */
  #etag = null;
  #chunks = [];

  setHeader(name, value) {
    const field = name.toLowerCase();
    super.setHeader(name, field === "content-type" && Array.isArray(value) && value.length === 1 ? value[0] : value);
    // Next sets a route handler's status first and its headers in name order: Content-Type, then ETag.
    if (field === "etag" && this.#answersGzipJson()) {
      this.#etag = String(value);
      super.setHeader("Content-Encoding", "gzip");
    }
    return this;
  }

  #answersGzipJson() {
    const type = String(this.getHeader("content-type") ?? "");
    return this.statusCode === 200 && this.req?.method === "GET" && type.startsWith("application/json") && acceptsGzip(this.req);
  }

  write(chunk, encoding, callback) {
    if (this.#etag === null) return super.write(chunk, encoding, callback);
    this.#chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
    if (typeof encoding === "function") encoding();
    else if (typeof callback === "function") callback();
    return true;
  }

  end(chunk, encoding, callback) {
    if (this.#etag === null) return super.end(chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === "function");
    if (chunk && typeof chunk !== "function") this.write(chunk, typeof encoding === "string" ? encoding : undefined);
    const gzip = compressedOnce(this.#etag, Buffer.concat(this.#chunks));
    this.#etag = null;
    this.#chunks = [];
    return super.end(gzip, done);
  }
}
