// The signing secret and the keyed hashes derived from it. When AUTH_SECRET is unset, a random one is
// made once and kept in DATA_DIR, so sessions survive restarts on a laptop.
import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { config } from "./config";

let secret: string | undefined;

export function authSecret(): string {
  if (secret) return secret;
  const { authSecret: fromEnv, dataDir } = config();
  if (fromEnv) return (secret = fromEnv);
  const file = path.join(dataDir, "auth-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return (secret = fs.readFileSync(file, "utf8").trim());
}

/** A keyed hash, so stored IPs and tokens cannot be read back or matched without the secret. */
export function keyedHash(purpose: string, value: string): string {
  return crypto.createHmac("sha256", `${purpose}:${authSecret()}`).update(value).digest("base64url");
}

/** How single-use tokens are stored: a leaked table row cannot be turned back into a working link. */
export const sha256Hex = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

/** A new single-use token (for an email link) and the hash to store in its place. */
export function newSecretToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, hash: sha256Hex(token) };
}

/** Compares secrets in constant time, whatever their lengths (both sides are hashed to one length first). */
export function safeEqual(given: string, expected: string): boolean {
  const digest = (v: string) => crypto.createHash("sha256").update(v).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}
