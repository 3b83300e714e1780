// The server's outbox (DATA_DIR/mail, no RESEND_API_KEY in the suite), read back to follow emailed links.
import fs from "node:fs/promises";
import path from "node:path";
import { expect, inject } from "vitest";
import { parseEml, type OutboxMessage } from "@/server/mail/outbox";

/** Every email to this address, newest first (from the suite's server, or the one whose DATA_DIR is given). */
export async function mailTo(address: string, dataDir: string = inject("dataDir")): Promise<OutboxMessage[]> {
  const dir = path.join(dataDir, "mail");
  const files = (await fs.readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .reverse();
  const messages = await Promise.all(files.map(async (f) => parseEml(f, await fs.readFile(path.join(dir, f), "utf8"))));
  return messages.filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));
}

/**
 * The newest email to this address (with this subject, when given), waiting a little: some are sent after
 * the answer. Name the subject where the address has other mail, such as its account's verification link.
 */
export async function latestMailTo(address: string, subject?: string, dataDir?: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => (found = (await mailTo(address, dataDir)).find((m) => subject === undefined || m.subject === subject)), {
      timeout: 10_000,
      interval: 100,
    })
    .toBeDefined();
  return found!;
}

/** How many emails this address has been sent. */
export async function mailCount(address: string): Promise<number> {
  return (await mailTo(address)).length;
}

/** The token of the first link to `page` (a path such as /reset-password) in a message's text. */
export function tokenIn(message: OutboxMessage, page: string): string {
  const match = new RegExp(`${page.replace(/\//g, "\\/")}\\?token=([^\\s"&<>]+)`).exec(message.text);
  expect(match, `a ${page} link in "${message.subject}"`).not.toBeNull();
  return decodeURIComponent(match![1]);
}
