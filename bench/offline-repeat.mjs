// `npm run bench:offline` — what a worker's phone fetches and how soon it shows content when it comes back to
// the board and to a saved job, with the service worker warm (budget ≤ 10 KB over the network and
// content ≤ 1 s on a satellite link), beside the first visit. The link is a TCP relay in front of the server
// (BENCH_URL, default http://localhost:3000) that delays each chunk by half a round trip and holds each direction
// to the link's rate. It stands between the server and the service worker's own fetches as well as the page's,
// which Chromium's per-page network emulation does not.
import net from "node:net";
import { chromium } from "@playwright/test";
import { timeToContent } from "./slow-link.mjs";

const target = new URL(process.env.BENCH_URL ?? "http://localhost:3000");
const RTT_MS = 400;
const BYTES_PER_MS = 400_000 / 8 / 1000;
const runs = Number(process.env.BENCH_RUNS ?? 3);

/** A one-way pipe with half the round trip's delay and the link's rate; counts what it carries. */
function slowPipe(from, to, counter) {
  let free = 0; // when the link is next free to send, in ms since the epoch
  from.on("data", (chunk) => {
    counter.bytes += chunk.length;
    const now = Date.now();
    free = Math.max(free, now) + chunk.length / BYTES_PER_MS;
    setTimeout(() => to.writable && to.write(chunk), free - now + RTT_MS / 2);
  });
  from.on("end", () => setTimeout(() => to.end(), Math.max(free - Date.now(), 0) + RTT_MS / 2));
  from.on("error", () => to.destroy());
}

function startLink() {
  const down = { bytes: 0 };
  const server = net.createServer((client) => {
    // Node's lookup of "localhost" may give ::1, where the server does not listen.
    const upstream = net.connect(Number(target.port || 80), target.hostname === "localhost" ? "127.0.0.1" : target.hostname);
    slowPipe(client, upstream, { bytes: 0 });
    slowPipe(upstream, client, down);
    client.on("close", () => upstream.destroy());
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, down, origin: `http://localhost:${server.address().port}` })),
  );
}

/** Opens `url` and answers when content is painted; `down` counts bytes until the link is quiet for 2 s after. */
async function visit(page, url, down) {
  const before = down.bytes;
  const content = await timeToContent(page, url);
  let last = down.bytes;
  for (let quiet = 0; quiet < 2000; quiet = down.bytes === last ? quiet + 250 : 0) {
    last = down.bytes;
    await new Promise((r) => setTimeout(r, 250));
  }
  return { content, kb: (down.bytes - before) / 1024 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const [job] = await (await fetch(new URL("/api/jobs?limit=1", target))).json();
const pages = [
  ["board /", "/"],
  ["a saved job", `/job/${job.id}`],
];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
const link = await startLink();
try {
  const results = new Map(pages.map(([name]) => [name, []]));
  for (let round = 0; round < runs; round++) {
    for (const [name, path] of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      const url = link.origin + path;
      const first = await visit(page, url, link.down);
      // The worker installs during the first visit (its shell comes over the same link).
      const ready = await page
        .waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 45_000 })
        .then(() => true)
        .catch(() => false);
      if (!ready) {
        // Seen now and then under the CPU slow-down: the worker stays "installing". Such a round measures nothing.
        console.log(`  ${name}: the service worker did not take control within 45 s; round ${round + 1} skipped`);
        await context.close();
        continue;
      }
      await visit(page, url, link.down);
      await page.goto("about:blank");
      const repeat = await visit(page, url, link.down);
      results.get(name).push({ first, repeat });
      await context.close();
    }
  }
  console.log(`\nRepeat visits with a warm service worker, satellite link (400 kbps, ${RTT_MS} ms RTT, CPU ×4, 390 px), median of ${runs}`);
  console.log("  budget: repeat ≤ 10 KB over the network, content ≤ 1 s");
  console.log(
    `  ${"page".padEnd(14)} ${"first: content".padStart(15)} ${"fetched".padStart(9)} ${"repeat: content".padStart(16)} ${"fetched".padStart(9)}`,
  );
  for (const [name] of pages) {
    const list = results.get(name);
    if (list.length === 0) continue;
    const m = (pick) => median(list.map(pick));
    const ok = m((r) => r.repeat.kb) <= 10 && m((r) => r.repeat.content) <= 1000 ? " ok" : " OVER";
    console.log(
      `  ${name.padEnd(14)} ${`${(m((r) => r.first.content) / 1000).toFixed(2)} s`.padStart(15)} ${`${m((r) => r.first.kb).toFixed(1)} KB`.padStart(9)} ` +
        `${`${(m((r) => r.repeat.content) / 1000).toFixed(2)} s`.padStart(16)} ${`${m((r) => r.repeat.kb).toFixed(1)} KB`.padStart(9)}${ok}`,
    );
  }
} finally {
  await browser.close();
  link.server.close();
}
