// Whether a request's If-None-Match holds an answer's ETag: one rule for the route handlers that answer 304
// themselves (server/http/json-answer.ts) and for `npm start`'s response class, which answers it for kept
// pages and the build's files (scripts/outpost-response.mjs). Plain JavaScript: that server imports it as is.

/** If-None-Match lists `etag` (or is *), compared weakly as RFC 9110 asks for GET and HEAD. */
export function holdsEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const opaque = (tag) => tag.trim().replace(/^W\//, "");
  const held = ifNoneMatch.split(",").map(opaque);
  return held.includes("*") || held.includes(opaque(etag));
}
