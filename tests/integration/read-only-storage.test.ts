// A server whose DATA_DIR cannot be written (a read-only filesystem, as on a serverless host) and has no
// mail or blob service: it says so with 503 { message } instead of answering 200 and losing the mail or image.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POST as forgot } from "@/app/api/forgot-password/route";
import { POST as requestUpload } from "@/app/api/objects/upload/route";
import { PUT as sendUpload } from "@/app/api/objects/upload/[token]/route";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { pngBytes } from "../support/images";

// Nothing can be created under a regular file, whoever runs the tests (root ignores permission bits).
const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "outpost-ro-")), "not-a-folder");
fs.writeFileSync(blocker, "");
process.env.DATA_DIR = path.join(blocker, "data"); // read by config() on first use, after this line

withTestDatabase();
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe("no writable DATA_DIR and no mail or blob service", () => {
  it("answers a password-reset request 503 rather than promising an email that cannot go", async () => {
    // No email can go, so no verification link either; signing in needs none.
    const { email } = await signUp("user", { verified: false });
    for (const address of [email, "nobody-here@example.com"]) {
      const res = await call(forgot, "/api/forgot-password", { body: { email: address } });
      expect(res.status).toBe(503);
      expect(await messageOf(res)).toMatch(/can't send email/);
    }
  });

  it("answers an image upload 503 rather than keeping it where the next request cannot find it", async () => {
    const { cookie } = await signUp("employer", { verified: false });
    const granted = await call(requestUpload, "/api/objects/upload", { method: "POST", cookie });
    const uploadURL = ((await granted.json()) as { uploadURL: string }).uploadURL;
    const token = uploadURL.split("/").pop()!;
    const res = await call(sendUpload, uploadURL, {
      method: "PUT",
      rawBody: new Uint8Array(await pngBytes()),
      headers: { "content-type": "image/png" },
      params: { token },
    });
    expect(res.status).toBe(503);
    expect(await messageOf(res)).toMatch(/uploads are unavailable/);
  });
});
