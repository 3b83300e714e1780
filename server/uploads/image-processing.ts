// Uploaded images are trusted by their bytes only, then re-encoded: what we serve is what sharp wrote,
// never what the browser sent (no metadata, no polyglots, no SVG scripts).
import "server-only";
import sharp from "sharp";
import { HttpError } from "../http/errors";

const MAX_IMAGE_SIDE = 2000;
/** Above this many pixels an image is a decompression bomb, not a logo. */
const MAX_INPUT_PIXELS = 40_000_000;

type Kind = "jpeg" | "png" | "gif" | "webp" | "avif";

/** The format the file's own first bytes declare, whatever its name or Content-Type say. */
function sniffImage(bytes: Buffer): Kind | null {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString("latin1");
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12))) return "avif";
  return null;
}

const unsupported = () => new HttpError(415, "Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded");

/** Decodes, caps the size, strips metadata and writes WebP (every browser we serve reads it). */
export async function reencodeImage(bytes: Buffer): Promise<Buffer> {
  const kind = sniffImage(bytes);
  if (!kind) throw unsupported();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: kind === "gif" || kind === "webp", failOn: "error" })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw new HttpError(413, "Image dimensions are too large");
    throw unsupported();
  }
}
