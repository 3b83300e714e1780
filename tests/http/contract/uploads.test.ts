// Image uploads over real HTTP: a signed single-use URL, the image PUT to it (5 MB, images only, stored
// re-encoded), the finalize step, and the stored image served back.
import { beforeAll, describe, expect, it } from "vitest";
import { pngBytes, SVG } from "../../support/images";
import { expectMessage, http } from "../support/client";
import { ownAccount, type OwnAccount } from "../support/own-accounts";

let owner: OwnAccount;

beforeAll(async () => {
  owner = await ownAccount("uploads", "employer");
});

async function grant(cookie = owner.cookie): Promise<string> {
  const answer = await http("/api/objects/upload", { method: "POST", cookie });
  expect(answer.status, answer.text).toBe(200);
  const { uploadURL } = answer.json() as { uploadURL: string };
  expect(uploadURL).toMatch(/^\/api\/objects\/upload\/[\w-]+\.[\w-]+$/);
  return uploadURL;
}

const put = (uploadURL: string, bytes: BodyInit, type = "image/png") =>
  http(uploadURL, { method: "PUT", rawBody: bytes, headers: { "content-type": type } });
const finalize = (imageUrl: unknown, cookie = owner.cookie) => http("/api/objects/finalize", { method: "PUT", body: { imageUrl }, cookie });

describe("POST /api/objects/upload", () => {
  it("answers 401 when signed out", async () => {
    expectMessage(await http("/api/objects/upload", { method: "POST" }), 401, "Please log in to continue");
  });
});

describe("PUT /api/objects/upload/{token} and PUT /api/objects/finalize", () => {
  it("stores an image once, finalizes it to the path it is served from, and serves it as WebP", async () => {
    const uploadURL = await grant();
    const stored = await put(uploadURL, new Uint8Array(await pngBytes()));
    expect(stored.status, stored.text).toBe(200);
    const { objectPath } = stored.json() as { objectPath: string };
    expect(objectPath).toMatch(/^\/objects\//);

    const finalized = await finalize(uploadURL);
    expect(finalized.status).toBe(200);
    expect(finalized.json()).toEqual({ objectPath });
    // The uploader may hand back the absolute URL it used.
    expect((await finalize(`http://board.example${uploadURL}`)).json()).toEqual({ objectPath });

    const image = await http(objectPath);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");

    expectMessage(await put(uploadURL, new Uint8Array(await pngBytes())), 403, "This upload URL has already been used");
  });

  it("answers 415 for a file that is not an image, an SVG included", async () => {
    expectMessage(
      await put(await grant(), "just some text", "text/plain"),
      415,
      "Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded",
    );
    expectMessage(
      await put(await grant(), new Uint8Array(SVG), "image/svg+xml"),
      415,
      "Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded",
    );
  });

  it("answers 413 for an image over 5 MB", async () => {
    expectMessage(await put(await grant(), new Uint8Array(5 * 1024 * 1024 + 1)), 413, "Images must be 5 MB or smaller");
  });

  it("answers 403 for a token that is forged or tampered with", async () => {
    const uploadURL = await grant();
    expectMessage(await put(`${uploadURL}x`, new Uint8Array(await pngBytes())), 403, "Authorization required");
    expectMessage(await put("/api/objects/upload/forged", new Uint8Array(await pngBytes())), 403, "Authorization required");
  });

  it("finalize answers 403 for someone else's upload, 404 before the image is sent, 400 without imageUrl, 401 signed out", async () => {
    const uploadURL = await grant();
    expectMessage(await finalize(uploadURL), 404, "Upload not found: send the image first");
    expectMessage(
      await http("/api/objects/finalize", { method: "PUT", body: { imageUrl: uploadURL }, as: "user" }),
      403,
      "This upload belongs to someone else",
    );
    expectMessage(await finalize("https://elsewhere.example/image.png"), 403, "Not an upload URL of this site");
    expectMessage(await finalize(undefined), 400, "imageUrl is required");
    expectMessage(await http("/api/objects/finalize", { method: "PUT", body: { imageUrl: uploadURL } }), 401, "Please log in to continue");
  });
});

describe("the upload limit", () => {
  it("answers 429 to a user's 61st upload URL within the hour", async () => {
    const uploader = await ownAccount("uploads");
    const statuses = new Set<number>();
    for (let i = 0; i < 60; i++) statuses.add((await http("/api/objects/upload", { method: "POST", cookie: uploader.cookie })).status);
    expect([...statuses]).toEqual([200]);
    expectMessage(
      await http("/api/objects/upload", { method: "POST", cookie: uploader.cookie }),
      429,
      "Too many requests. Please try again later.",
    );
  });
});
