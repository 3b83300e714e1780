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

// Only the filters the home page knows: junk query strings must not crowd real pages out of the cache.
const KNOWN_KEYS = new Set(["search", "location", "category", "salary", "riskLevel", "rotation", "ticket", "travelPaid", "sort", "page"]);
const knownQuery = (url) => [...new URL(url, "http://x").searchParams.keys()].every((k) => KNOWN_KEYS.has(k));

/**
 * Next compresses as the client asks (gzip, deflate, or not at all). Cached requests are narrowed to
 * exactly gzip or exactly none, so every stored body matches what its key says.
 */
function narrowEncoding(req) {
  const accepts = String(req.headers["accept-encoding"] ?? "")
    .split(",")
    .some((part) => /^\s*gzip\s*(;\s*q\s*=\s*(?!0(\.0*)?\s*$)[\d.]+\s*)?$/i.test(part));
  if (accepts) req.headers["accept-encoding"] = "gzip";
  else delete req.headers["accept-encoding"];
  return accepts ? "gzip" : "identity";
}

/** Serves from the cache, or lets `next` render and keeps the result. */
export function withPageCache(handle) {
  return (req, res) => {
    if (!cacheable(req) || !knownQuery(req.url)) return handle(req, res);
    const key = `${narrowEncoding(req)} ${req.url}`;
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
