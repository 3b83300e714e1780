// JSON answers that clients poll: a body serialised once with its ETag (so a cached answer can be kept
// whole), and 304 when the client already holds that ETag.
import "server-only";
import crypto from "node:crypto";
import { holdsEtag } from "./etag-match.mjs";

export type JsonBody = { body: string; etag: string };

/** `alongside`: what the answer's headers say of it (a total, a next page), so a change there changes the ETag too. */
export function jsonBody(data: unknown, alongside: unknown[] = []): JsonBody {
  const body = JSON.stringify(data);
  const hash = crypto.createHash("sha1").update(body);
  if (alongside.length) hash.update(JSON.stringify(alongside));
  return { body, etag: `W/"${hash.digest("base64url")}"` };
}

/**
 * The body's UTF-8 bytes, made once per answer object: a polled list's answer is one object for as long as
 * this process keeps it decoded (server/cache.ts, cachedHot). Given a string, Response checks and encodes
 * the whole body again on every request, a tenth of the cost of answering with 50 jobs.
 */
const encodedBodies = new WeakMap<JsonBody, Uint8Array<ArrayBuffer>>();
const utf8 = new TextEncoder();

function encodedBody(answer: JsonBody): Uint8Array<ArrayBuffer> {
  let bytes = encodedBodies.get(answer);
  if (!bytes) {
    bytes = utf8.encode(answer.body);
    encodedBodies.set(answer, bytes);
  }
  return bytes;
}

/** `answer` as it was kept (not a copy of its fields), so that its bytes are encoded once. */
export function answerJson(request: Request, answer: JsonBody, headers: Record<string, string> = {}): Response {
  const { etag } = answer;
  const common = { ETag: etag, "Cache-Control": "no-cache", ...headers };
  if (holdsEtag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers: common });
  return new Response(encodedBody(answer), { status: 200, headers: { "Content-Type": "application/json", ...common } });
}
