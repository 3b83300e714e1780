// A short-lived cache of whole public pages, in front of Next in `npm start`. Only full-document GETs of
// the home, job and about-Outpost pages (lib/info-pages.ts) are kept, only 200s and 404s without cookies
// that carry a nonce-based CSP, and every job write empties it (server/cache.ts bumps globalThis.__outpostPagesVersion, also when another
// instance announces a write). Each answer gets a nonce of its own: the stored page's nonce is replaced
// in the policy and the body, so no two visitors ever share one (docs/decisions/068).
import crypto from "node:crypto";
import { gzipSync } from "node:zlib";

const CACHEABLE = /^\/(\?.*)?$|^\/job\/[0-9a-f-]{36}(\?.*)?$|^\/(pricing|support|about|privacy|terms)(\?.*)?$/;
const TTL_MS = 30_000;
const MAX_ENTRIES = 500;
const store = new Map();

const version = () => globalThis.__outpostPagesVersion ?? 0;

function cacheable(req) {
  return (req.method === "GET" || req.method === "HEAD") && CACHEABLE.test(req.url ?? "") && !req.headers["rsc"] && !req.headers["next-router-prefetch"];
}

const NONCE = /'nonce-([A-Za-z0-9+/=]+)'/;
// The same shape proxy.ts makes.
const newNonce = () => Buffer.from(crypto.randomUUID()).toString("base64");
const policies = (headers) => [headers["content-security-policy"] ?? []].flat().map(String);

// Only the filters the home page knows: junk query strings must not crowd real pages out of the cache.
const KNOWN_KEYS = new Set(["search", "location", "category", "salary", "riskLevel", "rotation", "ticket", "travelPaid", "sort", "page"]);
const knownQuery = (url) => [...new URL(url, "http://x").searchParams.keys()].every((k) => KNOWN_KEYS.has(k));

/** Whether the client takes gzip: stored pages are plain, and compressed per answer (their nonce differs). */
function acceptsGzip(req) {
  return String(req.headers["accept-encoding"] ?? "")
    .split(",")
    .some((part) => /^\s*gzip\s*(;\s*q\s*=\s*(?!0(\.0*)?\s*$)[\d.]+\s*)?$/i.test(part));
}

function serveHit(req, res, hit) {
  const nonce = newNonce();
  const headers = { ...hit.headers, "content-security-policy": policies(hit.headers).map((p) => p.split(hit.nonce).join(nonce)), "x-page-cache": "hit" };
  const nonceBytes = Buffer.from(nonce);
  let body = Buffer.concat(hit.parts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part])));
  if (acceptsGzip(req)) {
    body = gzipSync(body, { level: 1 });
    headers["content-encoding"] = "gzip";
  }
  headers["content-length"] = body.length;
  res.writeHead(hit.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Serves from the cache, or lets `next` render and keeps the result. */
export function withPageCache(handle) {
  return (req, res) => {
    if (!cacheable(req) || !knownQuery(req.url)) return handle(req, res);
    const key = req.url;
    const hit = store.get(key);
    if (hit && hit.expires > Date.now() && hit.version === version()) return serveHit(req, res, hit);
    // Rendered plain, so the stored body can have its nonce replaced.
    delete req.headers["accept-encoding"];
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
      // A page without a nonce-based policy (a prefetch that skipped proxy.ts, say) is never kept.
      const nonce = policies(headers).map((p) => NONCE.exec(p)?.[1]).find(Boolean);
      const keep =
        req.method === "GET" &&
        (res.statusCode === 200 || res.statusCode === 404) &&
        !headers["set-cookie"] &&
        !headers["content-encoding"] &&
        nonce &&
        version() === started;
      if (keep) {
        if (store.size >= MAX_ENTRIES) store.clear();
        delete headers["content-length"];
        delete headers["transfer-encoding"];
        // Split once around the nonce, so a hit only has to join the pieces around a new one.
        const parts = Buffer.concat(chunks).toString("utf8").split(nonce).map((part) => Buffer.from(part));
        store.set(key, { status: res.statusCode, headers, parts, nonce, expires: Date.now() + TTL_MS, version: started });
      }
      return end(chunk, ...rest);
    };
    return handle(req, res);
  };
}
