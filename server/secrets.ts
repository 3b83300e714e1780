// The signing secret and the keyed hashes derived from it, and the cron routes' token. When AUTH_SECRET is
// unset, a random one is made once and kept in DATA_DIR, so sessions survive restarts on a laptop.
import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { config } from "./config";

const kept = new Map<string, string>();

/** A random secret made once and kept in DATA_DIR (mode 0600), read back by every later process. */
export function keptSecret(name: string): string {
  const known = kept.get(name);
  if (known) return known;
  const { dataDir } = config();
  const file = path.join(dataDir, name);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const value = fs.readFileSync(file, "utf8").trim();
  kept.set(name, value);
  return value;
}

export function authSecret(): string {
  return config().authSecret ?? keptSecret("auth-secret");
}

/**
 * The bearer token of /api/cron/*: CRON_SECRET; on the embedded default without it, one kept in DATA_DIR,
 * which `npm run alerts:send` and friends read to ask the running server (whoever can read it can read
 * the database too). Elsewhere unset, and the cron routes refuse every call.
 */
export function cronSecret(): string | undefined {
  const { cronSecret: fromEnv, databaseUrl, onVercel } = config();
  if (fromEnv || databaseUrl || onVercel) return fromEnv;
  return keptSecret("cron-secret");
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
