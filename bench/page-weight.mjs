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

/** The bytes of React's flight data in a page: the payload its inline `self.__next_f.push` scripts carry. */
function flightBytes(html) {
  let bytes = 0;
  for (const [, body] of html.matchAll(/<script>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)) bytes += Buffer.byteLength(body);
  return bytes;
}

/** `{ plain, flight, wire, encoding, total, files }` in bytes for one page. */
export async function pageWeight(base, path) {
  const plain = await raw(base + path);
  const sent = await raw(base + path, BROWSER);
  let total = sent.bytes.length;
  const html = plain.bytes.toString("utf8");
  const files = subresources(html);
  for (const file of files) total += (await raw(new URL(file, base).toString(), BROWSER)).bytes.length;
  return {
    plain: plain.bytes.length,
    flight: flightBytes(html),
    wire: sent.bytes.length,
    encoding: sent.encoding,
    total,
    files: files.length,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Prints the byte table of `pages`, as [name, base, path, budgets]: `budgets` may hold `wire`, `plain` and
 * `flight` in KB. Returns what went over, as sentences.
 */
export async function printPageWeights(pages) {
  console.log("\nPage weight, first visit");
  const head = ["HTML plain", "of it flight", "HTML wire", "first visit, wire"];
  console.log(`  ${"page".padEnd(26)} ${head.map((h) => h.padStart(18)).join(" ")}`);
  const over = [];
  for (const [name, base, path, budgets = {}] of pages) {
    const w = await pageWeight(base, path);
    const overs = ["plain", "flight", "wire"].filter((part) => budgets[part] !== undefined && w[part] > budgets[part] * 1024);
    for (const part of overs) over.push(`${name}: HTML ${part} ${kb(w[part])} > ${budgets[part]} KB`);
    const cells = [kb(w.plain), kb(w.flight), `${kb(w.wire)} (${w.encoding})`, `${kb(w.total)} (${w.files + 1} files)`];
    const budgeted = Object.keys(budgets).length > 0;
    console.log(
      `  ${name.padEnd(26)} ${cells.map((c) => c.padStart(18)).join(" ")}${budgeted ? (overs.length ? ` OVER (${overs.join(", ")})` : " ok") : ""}`,
    );
  }
  return over;
}
