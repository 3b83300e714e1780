// Signed upload URLs: the server picks the object key, binds it to the user and a deadline, and signs it.
// Nothing is stored; a URL is single-use because its object can be written only once.
import "server-only";
import crypto from "node:crypto";
import { keyedHash, safeEqual } from "../secrets";
import { forbidden } from "../http/errors";

const UPLOAD_URL_TTL_MS = 10 * 60 * 1000;
const UPLOAD_PATH = "/api/objects/upload/";

type UploadGrant = { userId: string; key: string; expiresAt: number };

export function signUpload(userId: string, now = Date.now()): { grant: UploadGrant; uploadURL: string } {
  const grant = { userId, key: `${crypto.randomUUID()}.webp`, expiresAt: now + UPLOAD_URL_TTL_MS };
  const payload = Buffer.from(JSON.stringify([grant.userId, grant.key, grant.expiresAt])).toString("base64url");
  return { grant, uploadURL: `${UPLOAD_PATH}${payload}.${keyedHash("upload-url", payload)}` };
}

/** The grant in an upload token, if its signature holds; expiry is the caller's to check. */
export function readUploadToken(token: string): UploadGrant {
  const [payload, signature, extra] = token.split(".");
  const expected = payload ? keyedHash("upload-url", payload) : "";
  if (!payload || !signature || extra !== undefined || !safeEqual(signature, expected)) throw forbidden("Authorization required");
  const [userId, key, expiresAt] = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as [string, string, number];
  return { userId, key, expiresAt };
}

export function assertUnexpired(grant: UploadGrant, now = Date.now()): void {
  if (now > grant.expiresAt) throw forbidden("Request has expired");
}

/** The token inside an upload URL, absolute or relative, as finalize receives it. */
export function tokenFromUploadUrl(imageUrl: string): string {
  const path = imageUrl.startsWith("/") ? imageUrl : URL.canParse(imageUrl) ? new URL(imageUrl).pathname : "";
  if (!path.startsWith(UPLOAD_PATH)) throw forbidden("Not an upload URL of this site");
  return path.slice(UPLOAD_PATH.length);
}
