// JSON answers that clients poll: a body serialised once with its ETag (so a cached answer can be kept
// whole), 304 when the client holds that ETag, and gzip when the client takes it (Next does not compress
// route handlers' answers).
import "server-only";
import crypto from "node:crypto";
import { gzipSync } from "node:zlib";

export type JsonBody = { body: string; etag: string };

/** Smaller answers are not worth a compressor's time or its header bytes. */
const GZIP_FROM_BYTES = 1_024;

export function jsonBody(data: unknown): JsonBody {
  const body = JSON.stringify(data);
  return { body, etag: `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"` };
}

function acceptsGzip(request: Request): boolean {
  return (request.headers.get("accept-encoding") ?? "").split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return coding === "gzip" && (!q || Number(q.slice(2)) > 0);
  });
}

export function answerJson(request: Request, { body, etag }: JsonBody, headers: Record<string, string> = {}): Response {
  const common = { ETag: etag, "Cache-Control": "no-cache", Vary: "Accept-Encoding", ...headers };
  const held = request.headers.get("if-none-match")?.split(",").map((t) => t.trim());
  if (held?.includes(etag) || held?.includes("*")) return new Response(null, { status: 304, headers: common });
  const gzip = body.length >= GZIP_FROM_BYTES && acceptsGzip(request);
  return new Response(gzip ? gzipSync(body) : body, {
    status: 200,
    headers: { "Content-Type": "application/json", ...(gzip ? { "Content-Encoding": "gzip" } : {}), ...common },
  });
}
