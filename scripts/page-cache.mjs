// A short-lived cache of whole public pages, in front of Next in `npm start` — the caching proxy that
// their `Cache-Control: s-maxage` allows, built in so a single server gets the same benefit.
// Only full-document GETs of the home and job pages are kept, only 200s and 404s without cookies,
// and every job write empties it (server/cache.ts bumps globalThis.__outpostPagesVersion).
// A cached page repeats its CSP nonce to everyone who gets it within the TTL, as a CDN would.

const CACHEABLE = /^\/(\?.*)?$|^\/job\/[0-9a-f-]{36}(\?.*)?$/;
const TTL_MS = 30_000;
const MAX_ENTRIES = 500;
const store = new Map();

const version = () => globalThis.__outpostPagesVersion ?? 0;

function cacheable(req) {
  return (req.method === "GET" || req.method === "HEAD") && CACHEABLE.test(req.url ?? "") && !req.headers["rsc"] && !req.headers["next-router-prefetch"];
}

// Next compresses for clients that accept gzip, so the two kinds of client get different bodies.
const keyOf = (req) => `${/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) ? "gzip" : "identity"} ${req.url}`;

/** Serves from the cache, or lets `next` render and keeps the result. */
export function withPageCache(handle) {
  return (req, res) => {
    if (!cacheable(req)) return handle(req, res);
    const key = keyOf(req);
    const hit = store.get(key);
    if (hit && hit.expires > Date.now() && hit.version === version()) {
      res.writeHead(hit.status, { ...hit.headers, "x-page-cache": "hit" });
      return res.end(req.method === "HEAD" ? undefined : hit.body);
    }
    const chunks = [];
    const started = version();
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    res.write = (chunk, ...rest) => {
      if (chunk) chunks.push(Buffer.from(chunk));
      return write(chunk, ...rest);
    };
    res.end = (chunk, ...rest) => {
      if (chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk));
      const headers = res.getHeaders();
      const keep =
        req.method === "GET" &&
        (res.statusCode === 200 || res.statusCode === 404) &&
        !headers["set-cookie"] &&
        /s-maxage/.test(String(headers["cache-control"] ?? "")) &&
        version() === started;
      if (keep) {
        if (store.size >= MAX_ENTRIES) store.clear();
        delete headers["content-length"];
        delete headers["transfer-encoding"];
        const body = Buffer.concat(chunks);
        store.set(key, { status: res.statusCode, headers: { ...headers, "content-length": body.length }, body, expires: Date.now() + TTL_MS, version: started });
      }
      return end(chunk, ...rest);
    };
    return handle(req, res);
  };
}
