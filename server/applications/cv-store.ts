// Where applicants' CVs live: beside the object store's images but never among them. Locally under
// DATA_DIR/private/cvs, a folder the public /objects/{key} route does not read (it reads DATA_DIR/uploads,
// and only keys shaped like an image's); on Vercel Blob as private blobs, which need the store's token to
// read. A CV key has no image suffix, so no public route can be handed one either way. Only the job's
// employer's CV route and the forwarding mail read a CV, through readApplicationCv.
import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { BlobNotFoundError, del, get, put } from "@vercel/blob";
import { config } from "../config";
import { HttpError } from "../http/errors";
import { CV_TYPES, type CvKind } from "./cv-type";

/** A CV's key: never an image key's shape (lib/web-url.ts OBJECT_KEY), so /objects/{key} refuses it outright. */
export const CV_KEY = /^cv-[0-9a-f-]{36}$/;

const cvUnavailable = () => new HttpError(503, "CV uploads are unavailable right now. Please try again later, or apply without a CV.");

export function localCvDir(): string {
  return path.join(config().dataDir, "private", "cvs");
}

const blobPath = (key: string) => `applications/${key}`;

function checkedKey(key: string): string {
  if (!CV_KEY.test(key)) throw new Error("Not a CV key");
  return key;
}

/** Stores a CV already judged by its bytes (cv-type.ts) under a new private key, and answers the key. */
export async function saveApplicationCv(data: Buffer, kind: CvKind): Promise<string> {
  const key = `cv-${randomUUID()}`;
  const token = config().blobToken;
  if (token) {
    await put(blobPath(key), data, {
      access: "private",
      token,
      contentType: CV_TYPES[kind].mediaType,
      addRandomSuffix: false,
      allowOverwrite: false,
    });
    return key;
  }
  // Each serverless instance has its own scratch disk: a CV kept there is as good as lost.
  if (config().onVercel) throw cvUnavailable();
  try {
    await fs.mkdir(localCvDir(), { recursive: true });
    await fs.writeFile(path.join(localCvDir(), key), data, { flag: "wx" });
  } catch {
    throw cvUnavailable();
  }
  return key;
}

/** The CV's bytes, or null when there is none under that key (deleted on withdrawal or by retention). */
export async function readApplicationCv(key: string): Promise<Buffer | null> {
  checkedKey(key);
  const token = config().blobToken;
  if (token) {
    const found = await get(blobPath(key), { access: "private", token, useCache: false });
    if (!found || found.statusCode !== 200) return null;
    return Buffer.from(await new Response(found.stream).arrayBuffer());
  }
  try {
    return await fs.readFile(path.join(localCvDir(), key));
  } catch {
    return null;
  }
}

/** Removes the CV; one already gone is not an error (a withdrawal retried, retention after a withdrawal). */
export async function deleteApplicationCv(key: string): Promise<void> {
  checkedKey(key);
  const token = config().blobToken;
  if (token) {
    try {
      await del(blobPath(key), { token });
    } catch (error) {
      if (!(error instanceof BlobNotFoundError)) throw error;
    }
    return;
  }
  await fs.rm(path.join(localCvDir(), key), { force: true });
}
