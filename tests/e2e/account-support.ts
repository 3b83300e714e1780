// Accounts for browser tests, made the way a person makes one: register, follow the verification link the
// server emailed (read from its outbox under DATA_DIR/mail), sign in. The request context keeps the cookie,
// so `page.request` signs the page in too.
import fs from "node:fs/promises";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";

type NewAccount = { username: string; email: string; password: string } & Record<string, unknown>;

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The newest verification link's token emailed to `email`, waiting for it: the job queue sends it a moment after the answer. */
export async function verificationToken(email: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "mail");
  let token = "";
  await expect(async () => {
    const files = (await fs.readdir(dir).catch(() => [] as string[]))
      .filter((f) => f.endsWith(".eml"))
      .sort()
      .reverse();
    for (const f of files) {
      const raw = decodeQuotedPrintable(await fs.readFile(path.join(dir, f), "utf8"));
      if (!raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
      const match = /\/verify-email\?token=([A-Za-z0-9._~%-]+)/.exec(raw);
      if (match) return void (token = decodeURIComponent(match[1]));
    }
    throw new Error(`no verification link to ${email} yet`);
  }).toPass({ timeout: 10_000 });
  return token;
}

/** Follows the emailed link for `email`, as its owner would. */
export async function verifyByEmail(request: APIRequestContext, email: string): Promise<void> {
  expect((await request.post("/api/verify-email", { data: { token: await verificationToken(email) } })).status()).toBe(200);
}

/** Registers, verifies the address (unless `verified` is false) and signs in on `request`. */
export async function signUpThrough(request: APIRequestContext, account: NewAccount, { verified = true } = {}): Promise<void> {
  expect((await request.post("/api/register", { data: account })).status()).toBe(201);
  if (verified) await verifyByEmail(request, account.email);
  expect((await request.post("/api/login", { data: { username: account.username, password: account.password } })).status()).toBe(200);
}
