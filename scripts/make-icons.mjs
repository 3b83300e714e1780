// Draws the installed app's icons from app/icon.svg: run `node scripts/make-icons.mjs` after changing it.
// Browsers and stores ask for set sizes (manifest icons at 192 and 512, a maskable one whose logo keeps to the
// middle 80 %, Apple's 180 touch icon) and many clients still fetch /favicon.ico, which holds PNGs.
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const svg = readFileSync("app/icon.svg", "utf8");
// The mark alone, on the full square: a launcher's mask may cut any corner off.
const mark = svg
  .replace(/<svg[^>]*>/, "")
  .replace("</svg>", "")
  .replace(/<rect width="64" height="64"[^>]*\/>/, "");
const square = (inner, scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f172a"/>` +
  `<g transform="translate(${32 - 32 * scale} ${32 - 32 * scale}) scale(${scale})">${inner}</g></svg>`;

const png = (source, size) => sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

writeFileSync("public/icons/icon-192.png", await png(svg, 192));
writeFileSync("public/icons/icon-512.png", await png(svg, 512));
writeFileSync("public/icons/maskable-512.png", await png(square(mark, 0.7), 512));
writeFileSync("app/apple-icon.png", await png(square(mark, 0.8), 180));
// A notification's small badge: the mark's shape alone, white on clear (Android draws it in one colour).
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="M14 48 32 14l18 34H40l-8-16-8 16z" fill="#fff"/></svg>`;
writeFileSync("public/icons/badge-96.png", await png(badge, 96));

// An .ico holding PNG images (allowed since Windows Vista; every current browser reads it).
const sizes = [16, 32, 48];
const images = await Promise.all(sizes.map((size) => png(svg, size)));
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((size, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(size, entry);
  header.writeUInt8(size, entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(images[i].length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += images[i].length;
});
writeFileSync("app/favicon.ico", Buffer.concat([header, ...images]));
