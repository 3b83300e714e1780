// What a CV is, judged from its bytes alone: a browser's type and the file's name are whatever the sender
// chose, and the employer's machine opens what we pass on. A PDF starts with its header; a DOCX is a zip
// whose central directory (the zip's own table of contents, at its end) lists the Word body part.
import "server-only";

export const CV_TYPES = {
  pdf: { mediaType: "application/pdf", extension: ".pdf" },
  docx: { mediaType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extension: ".docx" },
} as const;
export type CvKind = keyof typeof CV_TYPES;

const PDF_MAGIC = Buffer.from("%PDF-", "latin1");
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_ENTRY = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const END_RECORD_BYTES = 22;
const MAX_ZIP_COMMENT = 0xffff;
const DOCX_BODY = "word/document.xml";

/** 'pdf', 'docx', or null for anything else (an image renamed .pdf, a zip without a Word body, an old .doc). */
export function cvKind(data: Buffer): CvKind | null {
  if (data.length >= PDF_MAGIC.length && data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return "pdf";
  if (data.length >= 4 && data.readUInt32LE(0) === ZIP_LOCAL_HEADER && zipLists(data, DOCX_BODY)) return "docx";
  return null;
}

/** The end-of-directory record sits after the central directory, followed only by the zip's comment. */
function endOfDirectory(data: Buffer): number {
  const lowest = Math.max(0, data.length - END_RECORD_BYTES - MAX_ZIP_COMMENT);
  for (let at = data.length - END_RECORD_BYTES; at >= lowest; at--) {
    if (data.readUInt32LE(at) === ZIP_END_OF_DIRECTORY && at + END_RECORD_BYTES + data.readUInt16LE(at + 20) === data.length) return at;
  }
  return -1;
}

/** Whether the zip's central directory names this entry; a directory that runs off the file lists nothing. */
function zipLists(data: Buffer, name: string): boolean {
  const end = endOfDirectory(data);
  if (end < 0) return false;
  const entries = data.readUInt16LE(end + 10);
  const size = data.readUInt32LE(end + 12);
  let at = data.readUInt32LE(end + 16);
  // A Zip64 archive marks these as all ones: far beyond any CV taken here, so it is refused rather than read.
  if (at + size > end) return false;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > end || data.readUInt32LE(at) !== ZIP_CENTRAL_ENTRY) return false;
    const nameLength = data.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    if (next > end) return false;
    if (data.toString("utf8", at + 46, at + 46 + nameLength) === name) return true;
    at = next;
  }
  return false;
}

/**
 * The name the employer's download is offered under: the sender's own, without folders or characters a
 * header or a file system would choke on, ending in the extension of what the bytes are.
 */
export function cvFileName(sent: string, kind: CvKind): string {
  const { extension } = CV_TYPES[kind];
  const base = (sent.split(/[\\/]/).pop() ?? "")
    .replace(/[^\p{L}\p{N} ._()-]+/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\.(pdf|docx)$/i, "")
    .slice(0, 120)
    .trim();
  return `${base || "cv"}${extension}`;
}
