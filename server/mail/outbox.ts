// Reading the .eml outbox back: newest first, with the plain-text part decoded.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { outboxDir } from "./send-mail";

export type OutboxMessage = {
  id: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  html: string;
  /** Top-level headers, names lower-cased, folded lines joined. */
  headers: Record<string, string>;
  /** Files sent with it (a forwarded application's CV), decoded. */
  attachments: OutboxAttachment[];
};

export type OutboxAttachment = { filename: string; contentType: string; content: Buffer };

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodeHeader(value: string): string {
  // RFC 2047: the space between two encoded words, left by folding a long header, is not text.
  return value
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function splitHeaders(part: string): [Record<string, string>, string] {
  const [head, ...rest] = part.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return [headers, rest.join("\n\n")];
}

/** The decoded body of the first part of the given type (text/plain or text/html), or ''. */
function partOfType(headers: Record<string, string>, body: string, wanted: RegExp): string {
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const [h, b] = splitHeaders(part.replace(/^\r?\n/, ""));
      const found = h["content-type"] ? partOfType(h, b, wanted) : "";
      if (found) return found;
    }
    return "";
  }
  if (!wanted.test(type)) return "";
  const encoding = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

/** Every part, at any depth, that says it is an attachment. */
function attachmentsOf(headers: Record<string, string>, body: string): OutboxAttachment[] {
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary)
    return body.split(`--${boundary}`).flatMap((part) => {
      const [h, b] = splitHeaders(part.replace(/^\r?\n/, ""));
      return h["content-type"] ? attachmentsOf(h, b) : [];
    });
  const disposition = headers["content-disposition"] ?? "";
  if (!/^attachment/i.test(disposition)) return [];
  const filename = decodeHeader(/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? "attachment");
  const encoding = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  const content = encoding === "base64" ? Buffer.from(body.replace(/\s+/g, ""), "base64") : Buffer.from(body, "latin1");
  return [{ filename, contentType: type.split(";")[0].trim(), content }];
}

export function parseEml(id: string, raw: string): OutboxMessage {
  const [headers, body] = splitHeaders(raw);
  return {
    id,
    to: decodeHeader(headers["to"] ?? ""),
    subject: decodeHeader(headers["subject"] ?? "(no subject)"),
    date: headers["date"] ?? "",
    text: partOfType(headers, body, /text\/plain/i).trim(),
    html: partOfType(headers, body, /text\/html/i).trim(),
    headers,
    attachments: attachmentsOf(headers, body),
  };
}

export async function readOutbox(limit = 100): Promise<OutboxMessage[]> {
  let files: string[];
  try {
    files = (await fs.readdir(outboxDir())).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  const newest = files.sort().reverse().slice(0, limit);
  return Promise.all(newest.map(async (f) => parseEml(f, await fs.readFile(path.join(outboxDir(), f), "utf8"))));
}
