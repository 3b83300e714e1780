// The three steps of an image upload: grant a signed URL, store the image sent to it, confirm it for use.
import "server-only";
import { MAX_IMAGE_BYTES } from "@/lib/job-fields";
import { readLimitedBody } from "../http/body";
import { forbidden, notFound } from "../http/errors";
import { reencodeImage } from "./image-processing";
import { objectStore } from "./object-store";
import { assertUnexpired, readUploadToken, signUpload, tokenFromUploadUrl } from "./upload-tokens";

export function grantUpload(userId: string): { uploadURL: string } {
  return { uploadURL: signUpload(userId).uploadURL };
}

/** PUT to the signed URL: the 5 MB cap holds while the body streams in; only a real image is kept. */
export async function receiveUpload(token: string, request: Request): Promise<{ objectPath: string }> {
  const grant = readUploadToken(token);
  assertUnexpired(grant);
  const bytes = await readLimitedBody(request, MAX_IMAGE_BYTES, "Images must be 5 MB or smaller");
  const image = await reencodeImage(bytes);
  const store = objectStore();
  await store.putOnce(grant.key, image, "image/webp");
  return { objectPath: (await store.publicUrl(grant.key))! };
}

/** The uploader hands back the URL it used; we answer with where the stored image is served. */
export async function finalizeUpload(userId: string, imageUrl: string): Promise<{ objectPath: string }> {
  const grant = readUploadToken(tokenFromUploadUrl(imageUrl));
  if (grant.userId !== userId) throw forbidden("This upload belongs to someone else");
  const objectPath = await objectStore().publicUrl(grant.key);
  if (!objectPath) throw notFound("Upload not found: send the image first");
  return { objectPath };
}
