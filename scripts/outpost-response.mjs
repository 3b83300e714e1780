// The response class of `npm start`'s server: compression for what Next's own leaves out or repeats
// (decisions 071, 091 and 094).
// - Next copies a route handler's headers with an append that stores even Content-Type as a one-element
//   array, and its compression middleware then takes the type for incompressible, so every route handler
//   answer went out uncompressed (vercel/next.js#98007). Content-Type is set as the one string it is.
// - A compressible answer with an ETag is the same bytes for everyone who asks until it changes: the polled
//   job list, a kept page (ISR), a build's scripts. It is compressed here, once per ETag and encoding, off
//   the event loop, and sent with its headers and length in one write, instead of by Next's middleware on
//   every request: compressing the home page took longer than serving it from the cache did, and a page's
//   scripts were compressed on the same two cores the phone's first paint was waiting on.
// - Brotli when the client takes it (every current browser does). A page carries its stylesheet three times
//   (decision 087), farther apart than gzip's 32 KB window reaches but within brotli's: a job page is 39 KB
//   in gzip and 18 KB in brotli, one round trip less on a phone's first load.
import { ServerResponse } from "node:http";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * Key → promise of the compressed bytes; a few hundred answers (pages, scripts, lists), the least recently
 * sent out first: every Load More page and every new version of a polled list is an answer of its own,
 * and they must not push out the home page and the scripts that every visitor asks for.
 */
const compressedAnswers = new Map();
const MAX_ANSWERS = 300;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/i;

/** The build's files never change under their name: worth brotli's slowest, smallest setting, once. */
const IMMUTABLE = /^\/_next\/static\//;

/** brotli or gzip, whichever the client weighs higher (brotli on a tie); null when it takes neither. */
function chosenEncoding(request) {
  const weights = new Map();
  for (const part of (request?.headers["accept-encoding"] ?? "").split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    weights.set(coding, q ? Number(q[1]) : 1);
  }
  const br = weights.get("br") ?? 0;
  const gz = weights.get("gzip") ?? 0;
  if (br > 0 && br >= gz) return "br";
  return gz > 0 ? "gzip" : null;
}

function compress(url, body, encoding) {
  return new Promise((resolve, reject) => {
    const done = (error, packed) => (error ? reject(error) : resolve(packed));
    if (encoding === "gzip") return gzip(body, done);
    // Quality 5 takes a few milliseconds for a page (11 took 200-300 ms) and keeps most of the gain.
    const quality = IMMUTABLE.test(url) ? constants.BROTLI_MAX_QUALITY : 5;
    brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }, done);
  });
}

/**
 * An ETag names a version of one address only (a static file's is its size and date), so both are the key.
 * Visitors who ask while it is being compressed wait for the same bytes.
 */
function compressedOnce(url, etag, body, encoding) {
  const key = `${encoding} ${url} ${etag} ${body.length}`;
  let packed = compressedAnswers.get(key);
  if (!packed) {
    packed = compress(url, body, encoding);
    // A failed compression is not kept: the next visitor tries again.
    packed.catch(() => compressedAnswers.get(key) === packed && compressedAnswers.delete(key));
  }
  // A Map iterates in insertion order: set again, this answer is now the most recently sent.
  compressedAnswers.delete(key);
  compressedAnswers.set(key, packed);
  if (compressedAnswers.size > MAX_ANSWERS) compressedAnswers.delete(compressedAnswers.keys().next().value);
  return packed;
}

export class OutpostResponse extends ServerResponse {
  /** Set while an answer to be compressed once is being gathered, to be sent at its end. */
  #gathering = false;
  #chunks = [];
  /** The encoding chosen for it. */
  #encoding = null;
  /** writeHead's arguments, while its answer is gathered. */
  #heldHead = null;
  /** Ended, while its compressed bytes are still being made. */
  #compressing = false;

  setHeader(name, value) {
    const field = name.toLowerCase();
    // The length of the compressed body is set by end().
    if (this.#gathering && field === "content-length") return this;
    super.setHeader(name, field === "content-type" && Array.isArray(value) && value.length === 1 ? value[0] : value);
    // Decided once both the type and the ETag are known, whichever comes first (route handlers set the
    // type first, static files their ETag), and before Next's middleware looks at Content-Encoding.
    const encoding = !this.#gathering && (field === "etag" || field === "content-type") ? this.#encodingToCompressOnce() : null;
    if (encoding) {
      this.#gathering = true;
      this.#encoding = encoding;
      if (this.hasHeader("content-length")) super.removeHeader("Content-Length");
      super.setHeader("Content-Encoding", this.#encoding);
    }
    return this;
  }

  /** The encoding to compress this answer in once, or null when it is not one to compress here. */
  #encodingToCompressOnce() {
    const request = this.req;
    const worth =
      request?.method === "GET" &&
      !request.headers.range &&
      this.getHeader("etag") !== undefined &&
      this.getHeader("content-encoding") === undefined &&
      COMPRESSIBLE.test(String(this.getHeader("content-type") ?? ""));
    return worth ? chosenEncoding(request) : null;
  }

  /**
   * The head of an answer being gathered is held back until its compressed body is ready, so that it goes
   * out with the body's length, in the same write; an answer that turned out not to be the whole content
   * (304, 412…) goes out as it is.
   */
  writeHead(statusCode, ...rest) {
    if (this.#gathering && statusCode === 200) {
      this.#heldHead = [statusCode, ...rest];
      return this;
    }
    if (this.#gathering) {
      this.#gathering = false;
      super.removeHeader("Content-Encoding");
    }
    return super.writeHead(statusCode, ...rest);
  }

  /** Next sends the headers ahead of the first chunk: while gathering, they wait for the body (writeHead). */
  flushHeaders() {
    if (!this.#gathering) super.flushHeaders();
  }

  write(chunk, encoding, callback) {
    if (!this.#gathering) return super.write(chunk, encoding, callback);
    // A route handler's chunks are Uint8Arrays: viewed as Buffers, not copied.
    this.#chunks.push(
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
    );
    if (typeof encoding === "function") encoding();
    else if (typeof callback === "function") callback();
    return true;
  }

  end(chunk, encoding, callback) {
    const done = [chunk, encoding, callback].find((arg) => typeof arg === "function");
    // Ended once already: the answer goes out when its bytes are ready, and only then.
    if (this.#compressing) {
      if (done) this.once("finish", done);
      return this;
    }
    if (!this.#gathering) return super.end(chunk, encoding, callback);
    if (chunk && typeof chunk !== "function") this.write(chunk, typeof encoding === "string" ? encoding : undefined);
    const body = this.#chunks.length === 1 ? this.#chunks[0] : Buffer.concat(this.#chunks);
    this.#gathering = false;
    this.#chunks = [];
    this.#compressing = true;
    compressedOnce(this.req.url, String(this.getHeader("etag")), body, this.#encoding).then(
      (packed) => {
        super.setHeader("Content-Length", packed.length);
        if (this.#heldHead) super.writeHead(...this.#heldHead);
        this.#compressing = false;
        super.end(packed, done);
      },
      // The encoding is promised in the headers: without its bytes the answer can only be cut off.
      (error) => this.destroy(error),
    );
    return this;
  }
}
