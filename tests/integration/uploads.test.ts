// Image uploads on local storage: signed single-use URLs, the 5 MB cap, bytes-not-names, re-encoding.
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { POST as requestUpload } from "@/app/api/objects/upload/route";
import { PUT as sendUpload } from "@/app/api/objects/upload/[token]/route";
import { PUT as finalize } from "@/app/api/objects/finalize/route";
import { GET as serveObject } from "@/app/objects/[key]/route";
import { signUpload } from "@/server/uploads/upload-tokens";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { jpegWithExif, pngBytes, SVG } from "../support/images";

withTestDatabase();
const FIVE_MB = 5 * 1024 * 1024;
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

async function grant(cookie: string) {
  const res = await call(requestUpload, "/api/objects/upload", { method: "POST", cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { uploadURL: string }).uploadURL;
}

function put(uploadURL: string, body: BodyInit, contentType = "image/png") {
  const token = uploadURL.split("/").pop()!;
  return call(sendUpload, uploadURL, { method: "PUT", rawBody: body, headers: { "content-type": contentType }, params: { token } });
}

/** A body that streams in without a Content-Length, so only the running count can stop it. */
function streamOf(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      const chunk = new Uint8Array(Math.min(64 * 1024, size - sent));
      if (sent === 0) chunk.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      sent += chunk.length;
      controller.enqueue(chunk);
      if (sent >= size) controller.close();
    },
  });
}

describe("POST /api/objects/upload", () => {
  it("needs a signed-in user", async () => {
    expect((await call(requestUpload, "/api/objects/upload", { method: "POST" })).status).toBe(401);
  });

  it("grants a signed URL with a server-chosen key", async () => {
    const { cookie } = await signUp();
    expect(await grant(cookie)).toMatch(/^\/api\/objects\/upload\/[\w-]+\.[\w-]+$/);
  });
});

describe("PUT to the upload URL", () => {
  it("stores a re-encoded image without its metadata, served with nosniff and a long cache", async () => {
    const { cookie } = await signUp();
    const url = await grant(cookie);
    const res = await put(url, new Uint8Array(await jpegWithExif()), "image/jpeg");
    expect(res.status).toBe(200);
    const { objectPath } = (await res.json()) as { objectPath: string };
    expect(objectPath).toMatch(/^\/objects\/[0-9a-f-]{36}\.webp$/);

    const served = await serveObject(new Request(`http://localhost${objectPath}`), {
      params: Promise.resolve({ key: objectPath.split("/").pop()! }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toMatch(/max-age=31536000/);
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored.format).toBe("webp");
    expect(stored.exif).toBeUndefined();
  });

  it("is single-use", async () => {
    const { cookie } = await signUp();
    const url = await grant(cookie);
    expect((await put(url, new Uint8Array(await pngBytes()))).status).toBe(200);
    const again = await put(url, new Uint8Array(await pngBytes(10, 10)));
    expect(again.status).toBe(403);
  });

  it("refuses text named as an image, SVG, and broken image bytes", async () => {
    const { cookie } = await signUp();
    const text = await put(await grant(cookie), "just text, honest", "image/png");
    expect(text.status).toBe(415);
    expect(await messageOf(text)).toBe("Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded");
    expect((await put(await grant(cookie), new Uint8Array(SVG), "image/svg+xml")).status).toBe(415);
    const truncated = (await pngBytes()).subarray(0, 40);
    expect((await put(await grant(cookie), new Uint8Array(truncated))).status).toBe(415);
  });

  it("refuses 5 MB + 1 byte while streaming, with or without a Content-Length", async () => {
    const { cookie } = await signUp();
    const declared = await put(await grant(cookie), new Uint8Array(FIVE_MB + 1));
    expect(declared.status).toBe(413);
    const streamed = await put(await grant(cookie), streamOf(FIVE_MB + 1));
    expect(streamed.status).toBe(413);
    expect(await messageOf(streamed)).toBe("Images must be 5 MB or smaller");
  });

  it("refuses a pixel flood", async () => {
    const { cookie } = await signUp();
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(FIVE_MB);
    const res = await put(await grant(cookie), new Uint8Array(huge));
    expect(res.status).toBe(413);
  });

  it("refuses an expired or tampered URL", async () => {
    const { id } = await signUp();
    const old = signUpload(id, Date.now() - 11 * 60 * 1000).uploadURL;
    const expired = await put(old, new Uint8Array(await pngBytes()));
    expect(expired.status).toBe(403);
    expect(await messageOf(expired)).toBe("Request has expired");
    const fresh = signUpload(id).uploadURL;
    expect((await put(fresh.replace(/\.[\w-]+$/, ".forged"), new Uint8Array(await pngBytes()))).status).toBe(403);
  });
});

describe("PUT /api/objects/finalize", () => {
  it("answers the uploader with the image's path, and nobody else", async () => {
    const owner = await signUp();
    const other = await signUp();
    const url = await grant(owner.cookie);
    const notYet = await call(finalize, "/api/objects/finalize", { method: "PUT", cookie: owner.cookie, body: { imageUrl: url } });
    expect(notYet.status).toBe(404);
    const { objectPath } = (await (await put(url, new Uint8Array(await pngBytes()))).json()) as { objectPath: string };
    const res = await call(finalize, "/api/objects/finalize", {
      method: "PUT",
      cookie: owner.cookie,
      body: { imageUrl: `http://localhost:3000${url}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ objectPath });
    expect((await call(finalize, "/api/objects/finalize", { method: "PUT", cookie: other.cookie, body: { imageUrl: url } })).status).toBe(
      403,
    );
    expect((await call(finalize, "/api/objects/finalize", { method: "PUT", body: { imageUrl: url } })).status).toBe(401);
    expect(
      (await call(finalize, "/api/objects/finalize", { method: "PUT", cookie: owner.cookie, body: { imageUrl: "https://evil.example/x" } }))
        .status,
    ).toBe(403);
  });
});
