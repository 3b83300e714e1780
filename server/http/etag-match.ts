// Whether a request's If-None-Match holds an answer's ETag, for the route handlers that answer 304 themselves
// (server/http/json-answer.ts).

/** If-None-Match lists `etag` (or is *), compared weakly as RFC 9110 asks for GET and HEAD. */
export function holdsEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const held = ifNoneMatch.split(",").map(opaque);
  return held.includes("*") || held.includes(opaque(etag));
}
