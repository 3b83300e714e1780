// Google's batch format: one multipart/mixed request whose parts are whole HTTP requests (application/http),
// answered by one multipart/mixed response whose parts are whole HTTP responses, matched to the requests by
// Content-ID ("response-" + the request's id), in any order.
import "server-only";
import crypto from "node:crypto";

export type UrlNotification = { url: string; type: "URL_UPDATED" | "URL_DELETED" };
export type PartAnswer = { status: number; body: string };

const PUBLISH_PATH = "/v3/urlNotifications:publish";
const CRLF = "\r\n";

export function batchBody(notifications: readonly UrlNotification[]): { body: string; contentType: string } {
  const boundary = `batch_${crypto.randomUUID()}`;
  const parts = notifications.map((notification, i) => {
    const json = JSON.stringify(notification);
    return [
      `--${boundary}`,
      "Content-Type: application/http",
      "Content-Transfer-Encoding: binary",
      `Content-ID: <item${i}>`,
      "",
      `POST ${PUBLISH_PATH} HTTP/1.1`,
      "Content-Type: application/json",
      `Content-Length: ${Buffer.byteLength(json)}`,
      "",
      json,
    ].join(CRLF);
  });
  return { body: `${parts.join(CRLF)}${CRLF}--${boundary}--${CRLF}`, contentType: `multipart/mixed; boundary=${boundary}` };
}

/** The boundary a multipart Content-Type names (quoted or not), or null. */
export function boundaryOf(contentType: string | null): string | null {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? "");
  return match ? (match[1] ?? match[2]) : null;
}

/** Splits a block of header lines from what follows the first blank line. */
function splitHead(text: string): { head: string; rest: string } {
  const match = /\r?\n\r?\n/.exec(text);
  return match ? { head: text.slice(0, match.index), rest: text.slice(match.index + match[0].length) } : { head: text, rest: "" };
}

/**
 * Each request's answer, by its position in the batch: found by Content-ID, else by the part's place.
 * A request the response does not answer is missing from the map.
 */
export function parseBatchResponse(body: string, boundary: string, count: number): Map<number, PartAnswer> {
  const answers = new Map<number, PartAnswer>();
  const sections = body.split(`--${boundary}`).slice(1);
  sections.forEach((section, place) => {
    if (section.startsWith("--")) return; // the closing delimiter
    const { head: partHeaders, rest: inner } = splitHead(section.replace(/^\r?\n/, ""));
    const id = /^content-id:\s*<?response-item(\d+)>?\s*$/im.exec(partHeaders);
    const index = id ? Number(id[1]) : place;
    const status = /^HTTP\/[\d.]+\s+(\d{3})/.exec(inner.trimStart());
    if (!status || index >= count) return;
    answers.set(index, { status: Number(status[1]), body: splitHead(inner.trimStart()).rest.trim() });
  });
  return answers;
}
