// An outside logo or card-image address becomes our own copy (decision 054): fetched once through the
// SSRF-safe fetcher, re-encoded like an upload, stored in the object store. Visitors only ever load ours.
import "server-only";
import crypto from "node:crypto";
import { MAX_IMAGE_BYTES } from "@/lib/job-fields";
import { imageUrl } from "@/lib/web-url";
import type { Db } from "../db/client";
import { HttpError, isHttpError } from "../http/errors";
import { enforceLimit } from "../rate-limit";
import { queuedFetch, type FetchCaller } from "../links/fetch-queue";
import { safeFetch, SafeFetchError, type FetchFailure, type SafeFetchOptions } from "../links/safe-fetch";
import { reencodeImage } from "./image-processing";
import { objectStore } from "./object-store";

/** Why an address gave no image, in words for the person who typed it. */
export class ImageFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImageFetchError";
  }
}

/** One answer for every address we will not fetch: private, metadata, refused by setting, or not found. */
export const NOT_FETCHED = "is not an address we can fetch images from";

const FETCH_FAILURES: Record<FetchFailure, string> = {
  "invalid-url": "is not a web address we can fetch",
  // Whether a name is missing or points inside our network (and at what) is not the typist's business,
  // nor an attacker's mapping an intranet through our error messages: both answer the same.
  refused: NOT_FETCHED,
  dns: NOT_FETCHED,
  connection: "could not be reached",
  timeout: "did not answer in time",
  "too-many-redirects": "redirects too many times",
};

async function fetchImage(source: string, options: SafeFetchOptions, caller: FetchCaller): Promise<Buffer> {
  try {
    // One byte over the cap tells "exactly 5 MB" from "more".
    const answer = await queuedFetch(new URL(source).hostname, caller, () =>
      safeFetch(source, { ...options, readBody: true, maxBytes: MAX_IMAGE_BYTES + 1, signal: caller.signal }),
    );
    if (answer.status < 200 || answer.status >= 300) throw new ImageFetchError(`answered HTTP ${answer.status}`);
    if (answer.truncated || (answer.body?.length ?? 0) > MAX_IMAGE_BYTES) throw new ImageFetchError("is larger than 5 MB");
    return answer.body ?? Buffer.alloc(0);
  } catch (error) {
    if (error instanceof SafeFetchError) throw new ImageFetchError(FETCH_FAILURES[error.kind]);
    throw error;
  }
}

/**
 * Our own URL for the image at `source`; one of ours is returned as it is. Throws ImageFetchError. A
 * person's request names its account as the caller (its share of the fetch queue); scheduled work none.
 */
export async function rehostImage(source: string, options: SafeFetchOptions = {}, caller: FetchCaller = {}): Promise<string> {
  const ours = imageUrl(source);
  if (ours) return ours;
  const bytes = await fetchImage(source, options, caller);
  let image: Buffer;
  try {
    image = await reencodeImage(bytes);
  } catch (error) {
    if (isHttpError(error) && error.status === 413) throw new ImageFetchError("is an image too large in pixels");
    if (isHttpError(error)) throw new ImageFetchError("is not a JPEG, PNG, WebP, GIF or AVIF image");
    throw error;
  }
  const key = contentKey(bytes);
  const store = objectStore();
  const existing = await store.publicUrl(key);
  if (existing) return existing;
  try {
    await store.putOnce(key, image, "image/webp");
  } catch (error) {
    // Written by a request fetching the same image at the same moment: theirs is ours.
    const written = await store.publicUrl(key);
    if (written) return written;
    throw error;
  }
  return (await store.publicUrl(key))!;
}

/**
 * The same image fetched twice (a CSV re-imported, a checkout reloaded) gets the same key, so it is stored
 * once and a draft holding it stays the same draft. Shaped like the upload keys (a UUID) that /objects serves.
 */
function contentKey(bytes: Buffer): string {
  const hex = crypto.createHash("sha256").update("rehosted-image:").update(bytes).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}.webp`;
}

type ImageFields<T> = { [K in keyof T]?: string };

/** Outside images one account may have fetched in an hour (every route that re-hosts counts together). */
export const OUTSIDE_IMAGES_PER_ACCOUNT_PER_HOUR = 30;

/** The account a request re-hosts for, and the request's signal: its fetches stop when it goes. */
export type AccountFetch = { db: Db; account: string; signal?: AbortSignal };

/**
 * Re-hosts the image fields of an input (labels name them for the person who typed them). A failure is a
 * 400 naming the field, the way a form shows it beside the URL field, never a 500.
 */
export async function rehostImageFields<T extends Record<string, unknown>>(
  input: T,
  labels: ImageFields<T>,
  { db, account, signal }: AccountFetch,
): Promise<T> {
  const out = { ...input };
  for (const field of Object.keys(labels) as (keyof T & string)[]) {
    const value = input[field];
    if (typeof value !== "string" || !value) continue;
    if (!imageUrl(value)) await enforceLimit(db, `rehost:account:${account}`, OUTSIDE_IMAGES_PER_ACCOUNT_PER_HOUR, 3600);
    try {
      out[field] = (await rehostImage(value, {}, { account, signal })) as T[typeof field];
    } catch (error) {
      if (error instanceof ImageFetchError) throw new HttpError(400, `${labels[field]}: the address ${error.message}`, field);
      throw error;
    }
  }
  return out;
}

/** The image fields of a job, as its forms name them. */
export const JOB_IMAGE_LABELS = { companyLogoUrl: "Company logo", swipeCardImageUrl: "Swipe card image" } as const;
