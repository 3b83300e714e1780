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
