// The verification link the server emailed an address, read from its outbox (DATA_DIR/mail): accounts in
// the suite verify the way a person does, by following it. Plain fs, so the global setup can use it too.
import fs from "node:fs/promises";
import path from "node:path";
import { parseEml } from "@/server/mail/outbox";

/** The token of the newest /verify-email link to `email`, waiting for it: the email goes out after the answer. */
export async function verificationToken(dataDir: string, email: string, timeoutMs = 10_000): Promise<string> {
  const dir = path.join(dataDir, "mail");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await fs.readdir(dir).catch(() => [] as string[]))
      .filter((f) => f.endsWith(".eml"))
      .sort()
      .reverse();
    for (const f of files) {
      const message = parseEml(f, await fs.readFile(path.join(dir, f), "utf8"));
      if (!message.to.toLowerCase().includes(email.toLowerCase())) continue;
      const match = /\/verify-email\?token=([^\s"&<>]+)/.exec(message.text);
      if (match) return decodeURIComponent(match[1]);
    }
    if (Date.now() > deadline) throw new Error(`No verification link was emailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
