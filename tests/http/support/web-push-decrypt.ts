// The browser's side of Web Push, for tests that are the push service: a subscriber's key pair, and the
// decryption of an aes128gcm message (RFC 8291 on RFC 8188, one record) and check of its VAPID header (RFC 8292).
import crypto from "node:crypto";

export type PushSubscriber = { ecdh: crypto.ECDH; publicKey: Buffer; auth: Buffer };

export function newSubscriber(): PushSubscriber {
  const ecdh = crypto.createECDH("prime256v1");
  return { ecdh, publicKey: ecdh.generateKeys(), auth: crypto.randomBytes(16) };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(crypto.hkdfSync("sha256", ikm, salt, info, length));

/** The plaintext of one pushed message, encrypted to `subscriber`. */
export function decryptPush(subscriber: PushSubscriber, body: Buffer): string {
  // RFC 8188 header: salt (16), record size (4), key id length (1), key id: the server's ECDH public key.
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  // RFC 8291 section 3.4: the shared secret, mixed with the auth secret and both public keys.
  const shared = subscriber.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), subscriber.publicKey, serverPublic]);
  const ikm = hkdf(subscriber.auth, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and then only zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("No last-record delimiter: not an aes128gcm message");
  return padded.subarray(0, end).toString("utf8");
}

/**
 * Reads `vapid t=<JWT>,k=<key>`: the key must be `publicKey` and the JWT's ES256 signature verify with it.
 * Answers the JWT's claims (aud, exp, sub).
 */
export function verifyVapid(authorization: string, publicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), ?k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`Not a VAPID Authorization header: ${authorization}`);
  const [, jwt, key] = match;
  if (key !== publicKey) throw new Error("The VAPID key is not the server's public key");
  const point = Buffer.from(key, "base64url");
  const verifier = crypto.createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33, 65).toString("base64url") },
    format: "jwk",
  });
  const [header, claims, signature] = jwt.split(".");
  const signed = crypto.verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: verifier, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("The VAPID JWT's signature does not verify");
  return JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as { aud: string; exp: number; sub: string };
}
