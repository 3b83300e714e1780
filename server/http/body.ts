// Reading request bodies with a hard size cap that holds even without a Content-Length header.
import "server-only";
import { badRequest, payloadTooLarge } from "./errors";

export async function readLimitedBody(request: Request, maxBytes: number, tooLarge: string): Promise<Buffer<ArrayBuffer>> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw payloadTooLarge(tooLarge);
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge(tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readLimitedForm(request: Request, maxBytes: number, tooLarge: string): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) throw badRequest("Send the file as multipart/form-data");
  const body = await readLimitedBody(request, maxBytes, tooLarge);
  try {
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw badRequest("Malformed multipart body");
  }
}
