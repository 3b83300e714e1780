// A first visit over a camp's satellite link, emulated in Chromium through the DevTools protocol: 400 kbps
// each way, 400 ms round trips, a CPU four times slower, a 390 × 844 phone, a cold cache; then a second visit
// to the same page with what the browser kept. For each: when its content is on screen, when it is usable
// (React has hydrated the page's main control, so it answers), and the bytes fetched by then.
import { chromium } from "@playwright/test";

const LINK = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };

/** Each page's main control: on the board the Filters button, on a job its Apply link, on swipe Discard. */
export const USABLE = { board: 'a[href="#job-filters"]', job: 'a[target="_blank"]', swipe: 'button[aria-label="Discard"]', bare: "main" };

/** Navigates to `url` and times the first paint and the hydration of `usable`; `bytes` counts what came by then. */
async function timeVisit(page, url, usable, counter) {
  counter.bytes = 0;
  const start = Date.now();
  await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
    timeout: 60_000,
    polling: 50,
  });
  const content = Date.now() - start;
  // React marks every element it has hydrated with its props; a control without them does not answer yet.
  await page.waitForFunction(
    (selector) => {
      const element = document.querySelector(selector);
      return !!element && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
    },
    usable,
    { timeout: 60_000, polling: 50 },
  );
  return { content, ready: Date.now() - start, kb: counter.bytes / 1024 };
}

async function visit(browser, url, usable) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", LINK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const counter = { bytes: 0 };
  cdp.on("Network.loadingFinished", (e) => (counter.bytes += e.encodedDataLength));
  const first = await timeVisit(page, url, usable, counter);
  // Away and back, as a worker opening the board again: the browser's HTTP cache is warm.
  await page.goto("about:blank");
  const repeat = await timeVisit(page, url, usable, counter);
  await context.close();
  return { ...first, repeat };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Prints the slow-link table: `pages` as [name, url, usable selector, budgeted]; the median of `runs`. */
export async function printSlowLink(pages, { runs = 3, budgetMs = 3000 } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const results = new Map(pages.map(([name]) => [name, []]));
    // The pages take turns within each round, so a busy moment of the machine does not fall on one page only.
    for (let round = 0; round < runs; round++)
      for (const [name, url, usable] of pages) results.get(name).push(await visit(browser, url, usable));
    console.log(
      `\nOn a satellite link (400 kbps, 400 ms RTT, CPU ×4, 390 px), median of ${runs} (budget: usable ≤ ${budgetMs / 1000} s on a first visit)`,
    );
    console.log(
      `  ${"page".padEnd(26)} ${"first visit: content".padStart(20)} ${"usable".padStart(8)} ${"fetched".padStart(8)}   ${"repeat: content".padStart(15)} ${"usable".padStart(8)} ${"fetched".padStart(8)}`,
    );
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
    for (const [name, , , budgeted] of pages) {
      const list = results.get(name);
      const m = (pick) => median(list.map(pick));
      const verdict = budgeted ? (m((r) => r.ready) <= budgetMs ? " ok" : " OVER") : "";
      console.log(
        `  ${name.padEnd(26)} ${s(m((r) => r.content)).padStart(20)} ${s(m((r) => r.ready)).padStart(8)} ${`${m((r) => r.kb).toFixed(0)} KB`.padStart(8)}   ${s(m((r) => r.repeat.content)).padStart(15)} ${s(m((r) => r.repeat.ready)).padStart(8)} ${`${m((r) => r.repeat.kb).toFixed(0)} KB`.padStart(8)}${verdict}`,
      );
    }
  } finally {
    await browser.close();
  }
}
