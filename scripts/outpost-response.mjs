// The response class of `npm start`'s server: compression for what Next's own leaves out or repeats
// (decisions 071, 091, 094 and 095).
// - Next copies a route handler's headers with an append that stores even Content-Type as a one-element
//   array, and its compression middleware then takes the type for incompressible, so every route handler
//   answer went out uncompressed (vercel/next.js#98007). Content-Type is set as the one string it is.
// - A compressible answer with an ETag, or one that shared caches may keep, is the same bytes for everyone
//   who asks until it changes: the polled job list, a kept page (ISR), a build's scripts. A kept page gets
//   its ETag here, once per version (decision 095). It is compressed here, once per ETag and encoding, off
//   the event loop, and sent with its headers and length in one write, instead of by Next's middleware on
//   every request: compressing the home page took longer than serving it from the cache did, and a page's
//   scripts were compressed on the same two cores the phone's first paint was waiting on.
// - Brotli when the client takes it (every current browser does): a page repeats itself in Next's payload
//   farther apart than gzip's 32 KB window reaches but within brotli's (decision 094).
import { ServerResponse } from "node:http";
import { createHash } from "node:crypto";
import { brotliCompress, constants, gzip } from "node:zlib";
import { holdsEtag } from "../server/http/etag-match.mjs";

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

/** `map`'s value for `key`, made by `make` when missing; past `max` entries, the least recently used goes. */
function recentlyUsed(map, max, key, make) {
  const value = map.has(key) ? map.get(key) : make();
  // A Map iterates in insertion order: set again, this entry is now the most recently used.
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value);
  return value;
}

/**
 * A version (the status and the ETag) names an answer of one address only, so both are the key. Visitors who
 * ask while it is being compressed wait for the same bytes.
 */
function compressedOnce(url, version, body, encoding) {
  const key = `${encoding} ${url} ${version} ${body.length}`;
  return recentlyUsed(compressedAnswers, MAX_ANSWERS, key, () => {
    const packed = compress(url, body, encoding);
    // A failed compression is not kept: the next visitor tries again.
    packed.catch(() => compressedAnswers.get(key) === packed && compressedAnswers.delete(key));
    return packed;
  });
}

/**
 * ETags made here, by what tells a version without reading it: a kept page's HTML (Next hands this server the
 * same string for every visitor until the page is renewed, and a Map finds a string it holds at once), or a
 * file's address, date and size. Next's own ETags are turned off (next.config.ts): for a page it hashed the
 * whole HTML in JavaScript on every request, a third of the time it took to serve it.
 */
const knownEtags = new Map();
const MAX_KNOWN_ETAGS = 100;

function etagOf(body, url, lastModified) {
  const make = () => `W/"${createHash("sha1").update(body).digest("base64url")}"`;
  const version = typeof body === "string" ? body : lastModified ? `${url} ${lastModified} ${body.length}` : null;
  return version === null ? make() : recentlyUsed(knownEtags, MAX_KNOWN_ETAGS, version, make);
}

/** Shared caches may keep it (a kept page's s-maxage, a feed's public max-age): everyone gets the same bytes. */
const sharedCacheable = (cacheControl) =>
  /(^|,)\s*(public|s-maxage=)/i.test(cacheControl) && !/(^|,)\s*(private|no-store)/i.test(cacheControl);

/**
 * The statuses of a whole answer that is the same for everyone. A kept job page answers 404 for a job that no
 * longer exists, to everyone who follows an old link (a search result, a shared message), for as long as a
 * page is kept: 117 KB of HTML, worth compressing once as well. Only a 200 takes part in If-None-Match (RFC
 * 9110, 13.2.1).
 */
const WHOLE_STATUSES = new Set([200, 404, 410]);

/** The headers that decide whether an answer is the same for everyone (see setHeader). */
const DECIDING_FIELDS = new Set(["etag", "content-type", "cache-control"]);

export class OutpostResponse extends ServerResponse {
  /** Set while an answer that is the same for everyone is being gathered, to be sent whole at its end. */
  #gathering = false;
  #chunks = [];
  /** The encoding chosen for it; null when the client takes none. */
  #encoding = null;
  /** writeHead's arguments, while its answer is gathered. */
  #heldHead = null;
  /** Ended, while its compressed bytes are still being made. */
  #compressing = false;

  setHeader(name, value) {
    const field = name.toLowerCase();
    // A length set here is the uncompressed body's: end() sets the one sent. It is kept meanwhile, as Next's
    // middleware would otherwise measure the whole page again to decide whether to compress it.
    super.setHeader(name, field === "content-type" && Array.isArray(value) && value.length === 1 ? value[0] : value);
    // Decided once the type and the ETag or caching are known, whichever comes last (route handlers set the
    // type last, static files their ETag, kept pages their caching first), and before Next's middleware
    // looks at Content-Encoding.
    if (!this.#gathering && DECIDING_FIELDS.has(field) && this.#sameForEveryone()) {
      this.#gathering = true;
      this.#encoding = chosenEncoding(this.req);
      if (this.#encoding) super.setHeader("Content-Encoding", this.#encoding);
    }
    return this;
  }

  /** A whole GET answer of a compressible type that carries an ETag or that shared caches may keep. */
  #sameForEveryone() {
    const request = this.req;
    return (
      request?.method === "GET" &&
      !request.headers.range &&
      this.getHeader("content-encoding") === undefined &&
      COMPRESSIBLE.test(String(this.getHeader("content-type") ?? "")) &&
      (this.getHeader("etag") !== undefined || sharedCacheable(String(this.getHeader("cache-control") ?? "")))
    );
  }

  /**
   * The head of an answer being gathered is held back until its body is ready, so that it goes out with
   * the body's ETag and length, in the same write.
   */
  writeHead(statusCode, ...rest) {
    if (this.#compressing) return this;
    if (this.#gathering && WHOLE_STATUSES.has(statusCode)) {
      this.#heldHead = [statusCode, ...rest];
      return this;
    }
    if (this.#gathering) return this.#sendAsItIs(statusCode, rest);
    return super.writeHead(statusCode, ...rest);
  }

  /** An answer that turned out not to be a whole page (304, 412, a redirect, an error) goes out as it is, as gathered. */
  #sendAsItIs(statusCode, rest = []) {
    this.#gathering = false;
    super.removeHeader("Content-Encoding");
    super.writeHead(statusCode, ...rest);
    for (const chunk of this.#chunks.splice(0)) super.write(chunk);
    return this;
  }

  /** Next sends the headers ahead of the first chunk: while gathering, they wait for the body (writeHead). */
  flushHeaders() {
    if (!this.#gathering && !this.#compressing) super.flushHeaders();
  }

  write(chunk, encoding, callback) {
    // Ended already: nothing more goes out (as Next's compression middleware does after its end).
    if (this.#compressing) return false;
    if (!this.#gathering) return super.write(chunk, encoding, callback);
    this.#gather(chunk, encoding);
    if (typeof encoding === "function") encoding();
    else if (typeof callback === "function") callback();
    return true;
  }

  #gather(chunk, encoding) {
    // A kept page comes as one string, kept as it is (see etagOf); a route handler's chunks are Uint8Arrays,
    // viewed as Buffers, not copied.
    if (typeof chunk === "string")
      this.#chunks.push(typeof encoding === "string" && encoding !== "utf8" ? Buffer.from(chunk, encoding) : chunk);
    else this.#chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }

  end(chunk, encoding, callback) {
    const done = [chunk, encoding, callback].find((arg) => typeof arg === "function");
    // Ended once already: the answer goes out when its bytes are ready, and only then.
    if (this.#compressing) {
      if (done) this.once("finish", done);
      return this;
    }
    if (this.#gathering && !WHOLE_STATUSES.has(this.statusCode)) this.#sendAsItIs(this.statusCode);
    if (!this.#gathering) return super.end(chunk, encoding, callback);
    if (chunk && typeof chunk !== "function") this.#gather(chunk, typeof encoding === "string" ? encoding : undefined);
    const chunks = this.#chunks;
    const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks.map((c) => (typeof c === "string" ? Buffer.from(c) : c)));
    this.#gathering = false;
    this.#chunks = [];
    const status = this.#heldHead?.[0] ?? this.statusCode;
    const version = this.getHeader("etag") ?? etagOf(body, this.req.url, this.getHeader("last-modified"));
    if (status === 200) {
      super.setHeader("ETag", version);
      if (holdsEtag(this.req.headers["if-none-match"], String(version))) return this.#answerNotModified(done);
    }
    if (!this.#encoding) return this.#send(body, done);
    this.#compressing = true;
    compressedOnce(this.req.url, `${status} ${version}`, body, this.#encoding)
      .then((packed) => {
        this.#compressing = false;
        this.#send(packed, done);
      })
      // The encoding is promised in the headers: without its bytes the answer can only be cut off.
      .catch((error) => this.destroy(error));
    return this;
  }

  #send(body, done) {
    // The visitor left while it was being compressed.
    if (this.destroyed) return this;
    super.setHeader("Content-Length", Buffer.byteLength(body));
    if (this.#heldHead) super.writeHead(...this.#heldHead);
    return super.end(body, done);
  }

  #answerNotModified(done) {
    super.removeHeader("Content-Encoding");
    super.removeHeader("Content-Length");
    this.statusCode = 304;
    return super.end(done);
  }
}
