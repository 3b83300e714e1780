// The VAPID key pair that signs every push (RFC 8292) and that browsers subscribe with (decision 113).
// From VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set. Otherwise, on the embedded default, a private key made
// once and kept in DATA_DIR as the cron secret is; on Postgres or Vercel, one derived from AUTH_SECRET, which
// every instance already shares: a key per instance would make the others' subscriptions fail (decision 066).
import "server-only";
import crypto from "node:crypto";
import { config } from "../config";
import { authSecret, keptSecret } from "../secrets";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** P-256's group order: a private key must be below it (a random 32 bytes is, but for 1 in 2^32). */
const P256_ORDER = BigInt("0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");

function usable(key: Buffer): boolean {
  const n = BigInt(`0x${key.toString("hex")}`);
  return n > BigInt(0) && n < P256_ORDER;
}

/** The uncompressed public point (65 bytes) of a private key, base64url: what applicationServerKey is. */
export function publicKeyOf(privateKey: string): string {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
  return ecdh.getPublicKey().toString("base64url");
}

/** Every instance on one database derives the same key from the secret they already share. */
function derivedPrivateKey(): string {
  for (let round = 0; ; round++) {
    const key = crypto.createHmac("sha256", authSecret()).update(`vapid-private-key:${round}`).digest();
    if (usable(key)) return key.toString("base64url");
  }
}

function keptPrivateKey(): string {
  const key = keptSecret("vapid-private-key");
  if (!usable(Buffer.from(key, "base64url")))
    throw new Error("DATA_DIR/vapid-private-key is not a P-256 private key: delete it to make another");
  return key;
}

/** mailto: the support address, else support@ this site's host: push services write there about abuse. */
function subject(): string {
  const { vapidSubject, supportEmail, baseUrl } = config();
  return vapidSubject ?? `mailto:${supportEmail ?? `support@${new URL(baseUrl).hostname}`}`;
}

let cached: VapidKeys | undefined;

export function vapidKeys(): VapidKeys {
  if (cached) return cached;
  const { vapid, databaseUrl, onVercel } = config();
  if (vapid) {
    // A pair that does not belong together would have every push refused; say so at the first use.
    if (publicKeyOf(vapid.privateKey) !== vapid.publicKey) throw new Error("VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY");
    cached = { ...vapid, subject: subject() };
  } else {
    const privateKey = databaseUrl || onVercel ? derivedPrivateKey() : keptPrivateKey();
    cached = { publicKey: publicKeyOf(privateKey), privateKey, subject: subject() };
  }
  return cached;
}
