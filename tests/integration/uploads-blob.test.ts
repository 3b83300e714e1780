// Uploads on Vercel Blob: the real @vercel/blob SDK against a local stand-in of the Blob API.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { POST as requestUpload } from "@/app/api/objects/upload/route";
import { PUT as sendUpload } from "@/app/api/objects/upload/[token]/route";
import { PUT as finalize } from "@/app/api/objects/finalize/route";
import { GET as serveObject } from "@/app/objects/[key]/route";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { pngBytes } from "../support/images";

const blobs = new Map<string, { size: number; contentType: string; bytes: Buffer }>();
const seen: { method: string; url: string; auth?: string; overwrite?: string }[] = [];
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const url = new URL(req.url!, "http://blob.local");
    seen.push({
      method: req.method!,
      url: req.url!,
      auth: req.headers.authorization,
      overwrite: req.headers["x-allow-overwrite"] as string,
    });
    const reply = (status: number, body: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    const pathname = url.searchParams.get("pathname") ?? url.searchParams.get("url") ?? "";
    const publicUrl = `${process.env.VERCEL_BLOB_API_URL}/public/${pathname}`;
    if (req.method === "GET" && url.pathname.startsWith("/public/")) {
      const stored = blobs.get(url.pathname.slice("/public/".length));
      return stored ? res.writeHead(200, { "content-type": stored.contentType }).end(stored.bytes) : reply(404, {});
    }
    if (req.method === "PUT") {
      if (blobs.has(pathname) && req.headers["x-allow-overwrite"] !== "1")
        return reply(400, {
          error: { code: "bad_request", message: "This blob already exists, use `allowOverwrite: true` if you want to overwrite it." },
        });
      const bytes = Buffer.concat(chunks);
      blobs.set(pathname, { size: bytes.length, contentType: String(req.headers["x-content-type"]), bytes });
      return reply(200, {
        url: publicUrl,
        downloadUrl: `${publicUrl}?download=1`,
        pathname,
        contentType: req.headers["x-content-type"],
        contentDisposition: "inline",
      });
    }
    const blob = blobs.get(pathname);
    if (!blob) return reply(404, { error: { code: "not_found", message: "The requested blob does not exist" } });
    return reply(200, {
      url: publicUrl,
      downloadUrl: publicUrl,
      pathname,
      size: blob.size,
      contentType: blob.contentType,
      contentDisposition: "inline",
      cacheControl: "public, max-age=31536000",
      uploadedAt: new Date().toISOString(),
      etag: "x",
    });
  });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
process.env.VERCEL_BLOB_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
process.env.VERCEL_BLOB_RETRIES = "0";
process.env.BLOB_READ_WRITE_TOKEN = "vercel_blob_rw_teststore_secretpart";
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

withTestDatabase();

describe("uploads on Vercel Blob", () => {
  it("stores the re-encoded image once under the server's key and serves it at our own /objects/{key}", async () => {
    const { cookie } = await signUp();
    const uploadURL = (
      (await (await call(requestUpload, "/api/objects/upload", { method: "POST", cookie })).json()) as { uploadURL: string }
    ).uploadURL;
    const token = uploadURL.split("/").pop()!;
    const sent = await call(sendUpload, uploadURL, { method: "PUT", rawBody: new Uint8Array(await pngBytes()), params: { token } });
    expect(sent.status).toBe(200);
    const { objectPath } = (await sent.json()) as { objectPath: string };
    expect(objectPath).toMatch(/^\/objects\/[0-9a-f-]{36}\.webp$/);
    const write = seen.find((r) => r.method === "PUT")!;
    expect(write.auth).toBe("Bearer vercel_blob_rw_teststore_secretpart");
    expect(write.overwrite).toBe("0");
    expect([...blobs.values()][0]).toMatchObject({ contentType: "image/webp" });

    const again = await call(sendUpload, uploadURL, { method: "PUT", rawBody: new Uint8Array(await pngBytes()), params: { token } });
    expect(again.status).toBe(403);

    const done = await call(finalize, "/api/objects/finalize", { method: "PUT", cookie, body: { imageUrl: uploadURL } });
    expect(await done.json()).toEqual({ objectPath });

    const served = await serveObject(new Request(`http://localhost${objectPath}`), {
      params: Promise.resolve({ key: objectPath.split("/").pop()! }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(8, 12)
        .toString("latin1"),
    ).toBe("WEBP");
  });
});
