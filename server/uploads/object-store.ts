// Where uploaded images live: files under DATA_DIR/uploads, or Vercel Blob when BLOB_READ_WRITE_TOKEN is set.
// Both write an object once only, which is what makes an upload URL single-use. Either way pages show the
// image at our own /objects/{key} (decision 054): the page's img-src needs no outside host.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { head, put, BlobError, BlobNotFoundError } from "@vercel/blob";
import { config } from "../config";
import { forbidden, HttpError } from "../http/errors";

interface ObjectStore {
  /** Writes a new object; refuses (403) when the key was written before. */
  putOnce(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The address the public reads the object at (always /objects/{key}), or null when it does not exist. */
  publicUrl(key: string): Promise<string | null>;
  /** The object's bytes for GET /objects/{key}, or null when it does not exist. */
  read(key: string): Promise<Buffer | null>;
}

const LOCAL_OBJECT_PATH = "/objects/";
const alreadyUsed = () => forbidden("This upload URL has already been used");
// Never a silent fallback: a file on one instance's disk would 404 on the next, or on a read-only disk fail.
const uploadsUnavailable = () => new HttpError(503, "Image uploads are unavailable right now. Please try again later.");

export function localUploadsDir(): string {
  return path.join(config().dataDir, "uploads");
}

function localStore(): ObjectStore {
  const dir = localUploadsDir();
  return {
    async putOnce(key, data) {
      // Each serverless instance has its own scratch disk: an upload there is as good as lost.
      if (config().onVercel) throw uploadsUnavailable();
      try {
        await fs.mkdir(dir, { recursive: true });
        await fs.writeFile(path.join(dir, key), data, { flag: "wx" });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") throw alreadyUsed();
        throw uploadsUnavailable();
      }
    },
    async publicUrl(key) {
      try {
        await fs.access(path.join(dir, key));
        return `${LOCAL_OBJECT_PATH}${key}`;
      } catch {
        return null;
      }
    },
    async read(key) {
      try {
        return await fs.readFile(path.join(dir, key));
      } catch {
        return null;
      }
    },
  };
}

function blobStore(token: string): ObjectStore {
  const pathname = (key: string) => `uploads/${key}`;
  const blobUrl = async (key: string) => {
    try {
      return (await head(pathname(key), { token })).url;
    } catch (error) {
      if (error instanceof BlobNotFoundError) return null;
      throw error;
    }
  };
  return {
    async putOnce(key, data, contentType) {
      try {
        await put(pathname(key), data, {
          access: "public",
          token,
          contentType,
          addRandomSuffix: false,
          allowOverwrite: false,
          cacheControlMaxAge: 31_536_000,
        });
      } catch (error) {
        if (error instanceof BlobError && /already exists/i.test(error.message)) throw alreadyUsed();
        throw error;
      }
    },
    async publicUrl(key) {
      return (await blobUrl(key)) ? `${LOCAL_OBJECT_PATH}${key}` : null;
    },
    async read(key) {
      const url = await blobUrl(key);
      if (!url) return null;
      // The store's own host, from the SDK: not an address anyone typed, so no SSRF guard is needed.
      const answer = await fetch(url);
      if (!answer.ok) throw new Error(`Blob read failed with HTTP ${answer.status}`);
      return Buffer.from(await answer.arrayBuffer());
    },
  };
}

export function objectStore(): ObjectStore {
  const token = config().blobToken;
  return token ? blobStore(token) : localStore();
}
