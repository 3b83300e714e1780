// Real image bytes for upload tests, made by sharp itself.
import sharp from "sharp";

export function pngBytes(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#b45309" } })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF metadata (a camera model, as a phone photo would). */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#1e3a8a" } })
    .withExif({ IFD0: { Model: "Rig Camera 9000", Copyright: "secret location" } })
    .jpeg()
    .toBuffer();
}

export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
