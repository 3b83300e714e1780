// Compress a versioned answer once per version and encoding (decision 136). Next gives every whole answer
// it serves from its cache an ETag that is a hash of the bytes (a kept page; the polled job list sets its
// own the same way), so the ETag names the version: the encoded bytes are kept under it and sent to
// every later visitor. Anything without an ETag — a streamed page, a file, an error — goes on to the
// `compression` middleware, which skips what arrives already encoded.
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";

const MB = 1024 * 1024;
/** Encoded versions seen once: a crawler of never-repeated views churns this store only. */
export const TRIAL_BYTES = 8 * MB;
/** Encoded versions asked for again: the pages people come back to. */
export const KEPT_BYTES = 32 * MB;

/** Brotli at quality 5 rather than the middleware's 4: a tenth fewer bytes for a page, for a few milliseconds. */
export const BROTLI_QUALITY = 5;

const ENCODERS = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body),
};

/**
 * `keepEncoded(worthCompressing)`: a middleware `(req, res, next)` to run inside the `compression` one, and
 * `stats.encodings`, how many times it has compressed (the tests' witness that it is once per version).
 * `worthCompressing(req, res)` is the server's rule for what may be compressed at all.
 */
export function keepEncoded(worthCompressing) {
  const newStore = (maxSize) => new LRUCache({ maxSize, sizeCalculation: (bytes) => bytes.length });
  const trial = newStore(TRIAL_BYTES);
  const kept = newStore(KEPT_BYTES);
  /** Compressions under way, so a burst of visitors to a new version waits for one. */
  const pending = new Map();
  const stats = { encodings: 0 };

  function encoded(key, method, body) {
    const hit = kept.get(key);
    if (hit) return Promise.resolve(hit);
    const tried = trial.get(key);
    if (tried) {
      trial.delete(key);
      kept.set(key, tried);
      return Promise.resolve(tried);
    }
    let job = pending.get(key);
    if (!job) {
      stats.encodings++;
      job = ENCODERS[method](body)
        .then((bytes) => (trial.set(key, bytes), bytes))
        .finally(() => pending.delete(key));
      pending.set(key, job);
    }
    return job;
  }

  /** The encoding to keep this answer in, or null when it goes on as it is. Called as its head is written. */
  function keepingAs(req, res) {
    if (req.method !== "GET" || res.headersSent || res.statusCode !== 200 || !res.getHeader("etag") || res.getHeader("content-encoding"))
      return null;
    if (/\bno-transform\b/i.test(String(res.getHeader("cache-control") ?? "")) || !worthCompressing(req, res)) return null;
    const method = new Negotiator(req).encoding(["br", "gzip", "deflate", "identity"], ["br", "gzip"]);
    return method in ENCODERS ? method : null;
  }

  function middleware(req, res, next) {
    const { writeHead, write, end } = res;
    const chunks = [];
    let method;

    const passOn = () => {
      Object.assign(res, { writeHead, write, end });
      method = null;
    };
    const decide = () => {
      if (method === undefined) method = keepingAs(req, res);
      if (method === null) passOn();
      return method !== null;
    };

    res.writeHead = function (status, reason, headers) {
      res.statusCode = status;
      const fields = typeof reason === "object" ? reason : headers;
      if (typeof reason === "string") res.statusMessage = reason;
      for (const [name, value] of Object.entries(fields ?? {})) res.setHeader(name, value);
      // Headers are written with the body, once its encoded bytes are known.
      return decide() ? res : writeHead.call(res, status);
    };
    res.write = function (chunk, encoding, callback) {
      if (!decide()) return write.call(res, chunk, encoding, callback);
      chunks.push(Buffer.from(chunk, typeof encoding === "string" ? encoding : undefined));
      if (typeof (callback ?? encoding) === "function") process.nextTick(callback ?? encoding);
      return true;
    };
    res.end = function (chunk, encoding, callback) {
      if (!decide()) return end.call(res, chunk, encoding, callback);
      if (typeof chunk === "function") callback = chunk;
      else if (chunk != null) chunks.push(Buffer.from(chunk, typeof encoding === "string" ? encoding : undefined));
      if (typeof encoding === "function") callback = encoding;
      const body = Buffer.concat(chunks);
      const keyed = method;
      const key = `${keyed} ${res.getHeader("content-type")} ${body.length} ${res.getHeader("etag")}`;
      passOn();
      encoded(key, keyed, body).then(
        (bytes) => {
          res.setHeader("Content-Encoding", keyed);
          res.setHeader("Content-Length", bytes.length);
          end.call(res, bytes, callback);
        },
        // Compression does not fail on a buffer; should it, the answer still goes out whole.
        () => end.call(res, body, callback),
      );
      return res;
    };
    next();
  }

  return { middleware, stats };
}
