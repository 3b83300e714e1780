// JSON answers that clients poll: a body serialised once with its ETag (so a cached answer can be kept
// whole), and 304 when the client already holds that ETag.
import "server-only";
import crypto from "node:crypto";

export type JsonBody = { body: string; etag: string };

/** `alongside`: what the answer's headers say of it (a total, a next page), so a change there changes the ETag too. */
export function jsonBody(data: unknown, alongside: unknown[] = []): JsonBody {
  const body = JSON.stringify(data);
  const hash = crypto.createHash("sha1").update(body);
  if (alongside.length) hash.update(JSON.stringify(alongside));
  return { body, etag: `W/"${hash.digest("base64url")}"` };
}

export function answerJson(request: Request, { body, etag }: JsonBody, headers: Record<string, string> = {}): Response {
  const common = { ETag: etag, "Cache-Control": "no-cache", ...headers };
  if (holdsEtag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers: common });
  return new Response(body, { status: 200, headers: { "Content-Type": "application/json", ...common } });
}

/** If-None-Match lists `etag` (or is *), compared weakly as RFC 9110 asks for GET and HEAD. */
function holdsEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const held = ifNoneMatch.split(",").map(opaque);
  return held.includes("*") || held.includes(opaque(etag));
}
