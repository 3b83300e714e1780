// A multiposter's credentials: a username in clear and a random secret that is shown once and stored only
// as its SHA-256. A 32-byte random secret cannot be guessed, so it needs no slow hash; the comparison runs
// in constant time so an answer's timing says nothing about how much of a guess was right.
import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export const newUsername = () => `feed-${randomBytes(6).toString("hex")}`;
export const newSecret = () => randomBytes(32).toString("base64url");
export const secretHash = (secret: string) => createHash("sha256").update(secret, "utf8").digest("hex");

/** Whether `secret` is the one `storedHash` was made from; a missing hash (an ATS source) never matches. */
export function secretMatches(secret: string, storedHash: string | null): boolean {
  const given = Buffer.from(secretHash(secret), "hex");
  const stored = Buffer.from(storedHash ?? "", "hex");
  // Compare anyway when there is nothing stored, so an unknown username takes as long as a wrong secret.
  const equal = timingSafeEqual(given, stored.length === given.length ? stored : Buffer.alloc(given.length));
  return equal && stored.length === given.length;
}
