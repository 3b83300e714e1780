// Outgoing email: Resend when RESEND_API_KEY is set, otherwise an outbox of RFC 822 .eml files under
// DATA_DIR/mail that anyone running Outpost locally can open (and admins can read at /admin/outbox).
import "server-only";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import { accessSync, constants, mkdirSync } from "node:fs";
import path from "node:path";
import MailComposer from "nodemailer/lib/mail-composer";
import { config } from "../config";
import { HttpError, notConfigured } from "../http/errors";
import { readApplicationCv } from "../applications/cv-store";

/**
 * A file sent with the mail, named by its key in the private CV store: the queue's row holds the key, not the
 * bytes, and the file is read when the mail is sent. One deleted meanwhile (a withdrawn application's CV) is
 * left out rather than failing the mail.
 */
export type MailAttachment = { filename: string; contentType: string; cvKey: string };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe and List-Unsubscribe-Post on every mailing. */
  headers?: Record<string, string>;
  /** Where answers go when that is not us: the sender of a support message. */
  replyTo?: string;
  /** Lets a retried send of the same message be dropped by the provider instead of delivered twice. */
  idempotencyKey?: string;
  attachments?: MailAttachment[];
};

type AttachedFile = { filename: string; contentType: string; content: Buffer };

async function readAttachments(mail: Mail): Promise<AttachedFile[]> {
  const files: AttachedFile[] = [];
  for (const { filename, contentType, cvKey } of mail.attachments ?? []) {
    const content = await readApplicationCv(cvKey);
    if (content) files.push({ filename, contentType, content });
  }
  return files;
}

const DEFAULT_FROM = "Outpost <no-reply@outpost.local>";
const RESEND_URL = "https://api.resend.com/emails";

export function outboxDir(): string {
  return path.join(config().dataDir, "mail");
}

export function mailFrom(): string {
  return process.env.MAIL_FROM || DEFAULT_FROM;
}

async function writeToOutbox(mail: Mail, files: AttachedFile[]): Promise<string> {
  const message = new MailComposer({
    from: mailFrom(),
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    attachments: files.map((f) => ({ filename: f.filename, contentType: f.contentType, content: f.content })),
  });
  const raw = await message.compile().build();
  await fs.mkdir(outboxDir(), { recursive: true });
  // Sortable by time, unique, and never derived from the recipient.
  const file = path.join(outboxDir(), `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}.eml`);
  await fs.writeFile(file, raw, { mode: 0o600 });
  return file;
}

async function sendWithResend(mail: Mail, files: AttachedFile[], apiKey: string): Promise<void> {
  const res = await fetch(process.env.RESEND_API_URL || RESEND_URL, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${apiKey}`,
      "Content-Type": "application/json",
      ...(mail.idempotencyKey ? { "Idempotency-Key": mail.idempotencyKey } : {}),
    },
    body: JSON.stringify({
      from: mailFrom(),
      to: [mail.to],
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
      ...(files.length
        ? { attachments: files.map((f) => ({ filename: f.filename, content: f.content.toString("base64"), content_type: f.contentType })) }
        : {}),
    }),
  });
  if (!res.ok) throw new Error(`Resend refused the message: ${res.status} ${await res.text()}`);
}

export async function sendMail(mail: Mail): Promise<void> {
  const apiKey = process.env.RESEND_API_KEY;
  const files = await readAttachments(mail);
  if (apiKey) await sendWithResend(mail, files, apiKey);
  else await writeToOutbox(mail, files);
}

export const MAIL_UNAVAILABLE = "We can't send email right now. Please try again later.";

/**
 * Refuses (503) before anything is promised when a message could only be lost: no mail provider, and an
 * outbox that cannot be written (a read-only filesystem) or would sit on one serverless instance's disk.
 */
export function assertMailCanBeSent(): void {
  if (process.env.RESEND_API_KEY) return;
  if (config().onVercel) throw notConfigured(MAIL_UNAVAILABLE);
  try {
    mkdirSync(outboxDir(), { recursive: true });
    accessSync(outboxDir(), constants.W_OK);
  } catch {
    throw new HttpError(503, MAIL_UNAVAILABLE);
  }
}

export function usesOutbox(): boolean {
  return !process.env.RESEND_API_KEY;
}
