// What each page costs a phone on its first visit: its HTML plain and as sent to a browser (which asks for
// `br, gzip`), and everything its first load fetches (HTML, stylesheet, scripts) as sent: measured over raw
// HTTP, so the compressed sizes are the bytes on the wire.
import http from "node:http";

const BROWSER = { "accept-encoding": "br, gzip" };

function raw(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode, encoding: res.headers["content-encoding"] ?? "none", bytes: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The files a first load of `html` fetches: its stylesheets and the scripts a modern browser runs. */
function subresources(html) {
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/noModule/i.test(m[0])).map((m) => m[1]);
  const sheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  return [...new Set([...sheets, ...scripts])];
}

/** `{ plain, wire, encoding, total, files }` in bytes for one page. */
export async function pageWeight(base, path) {
  const plain = await raw(base + path);
  const sent = await raw(base + path, BROWSER);
  let total = sent.bytes.length;
  const files = subresources(plain.bytes.toString("utf8"));
  for (const file of files) total += (await raw(new URL(file, base).toString(), BROWSER)).bytes.length;
  return { plain: plain.bytes.length, wire: sent.bytes.length, encoding: sent.encoding, total, files: files.length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the byte table: `pages` as [name, base, path]; the bare page is one of them. */
export async function printPageWeights(pages, budgetKb) {
  console.log(`\nPage weight, first visit (HTML budget: ≤ ${budgetKb} KB on the wire for the four pages)`);
  console.log(`  ${"page".padEnd(26)} ${"HTML plain".padStart(11)} ${"HTML wire".padStart(16)} ${"first visit, wire".padStart(18)}`);
  for (const [name, base, path, budgeted] of pages) {
    const w = await pageWeight(base, path);
    const verdict = budgeted ? (w.wire <= budgetKb * 1024 ? " ok" : " OVER") : "";
    console.log(
      `  ${name.padEnd(26)} ${kb(w.plain).padStart(11)} ${`${kb(w.wire)} (${w.encoding})`.padStart(16)} ${`${kb(w.total)} (${w.files + 1} files)`.padStart(18)}${verdict}`,
    );
  }
}
