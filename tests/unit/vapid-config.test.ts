// The VAPID variables (decision 113): both or neither, in web-push's own format, and a public key derived
// from a private one exactly as web-push derives it (the embedded default keeps only the private key).
import { describe, expect, it } from "vitest";
import webpush from "web-push";
import { readConfig } from "@/server/config";
import { publicKeyOf } from "@/server/push/vapid-keys";

describe("VAPID keys", () => {
  const pair = webpush.generateVAPIDKeys();

  it("reads a pair web-push made, and the subject", () => {
    const read = readConfig({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: "mailto:ops@outpost.example",
    });
    expect(read.vapid).toEqual(pair);
    expect(read.vapidSubject).toBe("mailto:ops@outpost.example");
    expect(readConfig({}).vapid).toBeUndefined();
  });

  it("refuses one key without the other, a key of the wrong form, and a subject that is not mailto: or https:", () => {
    expect(() => readConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/set together or not at all/);
    expect(() => readConfig({ VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(/set together or not at all/);
    expect(() => readConfig({ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => readConfig({ VAPID_SUBJECT: "http://outpost.example" })).toThrow(/VAPID_SUBJECT/);
  });

  it("derives the public key from the private one as web-push does", () => {
    expect(publicKeyOf(pair.privateKey)).toBe(pair.publicKey);
  });
});
