// A first visit over a camp's satellite link, emulated in Chromium through the DevTools protocol: 400 kbps
// each way, 400 ms round trips, a CPU four times slower, a 390 × 844 phone, a cold cache; then a second visit
// to the same page with what the browser kept. For each: when its content is on screen, when it is hydrated
// (React has taken over the page's main control), and the bytes fetched by then. And, in a visit of its own,
// when a tap on the main control as soon as it shows does what it says: Filters shows the filters (a link to
// the filter form until the script runs), Apply Now opens the employer's page (a plain link), Discard swipes
// (enabled once the deck's script runs).
import { chromium } from "@playwright/test";

const LINK = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };

/** Each page's main control: on the board the Filters button, on a job its Apply link, on swipe Discard. */
export const USABLE = {
  board: 'a[href="#job-filters"]',
  job: 'a[target="_blank"]',
  swipe: 'button[aria-label="Discard"]',
  bare: "main",
  bareButton: "button#press",
};

/** What a tap on each main control does, seen on the page; the bare pages are timed to hydration only. */
const TAP_DONE = {
  [USABLE.board]: (page) => page.waitForSelector('select[name="location"]', { state: "visible", timeout: 60_000 }),
  [USABLE.job]: (page) => page.context().waitForEvent("page", { timeout: 60_000 }),
  [USABLE.swipe]: (page) => page.waitForSelector('[role="status"]:has-text("Discarded")', { state: "attached", timeout: 60_000 }),
};

async function emulatedPage(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", LINK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { context, page, cdp };
}

/** A first visit that taps `control` as soon as it can be tapped: when what it does is seen, or null. */
async function timeTap(browser, url, control) {
  const done = TAP_DONE[control];
  if (!done) return null;
  const { context, page } = await emulatedPage(browser);
  // The employer's page is another site, unreachable here: answered at once, so only our page is timed.
  await context.route(
    (u) => !u.toString().startsWith(new URL(url).origin),
    (route) => route.fulfill({ body: "" }),
  );
  const start = Date.now();
  await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
  const seen = done(page);
  await page.locator(control).last().tap({ timeout: 60_000 });
  await seen;
  const ms = Date.now() - start;
  await context.close();
  return ms;
}

/** Navigates to `url`: the milliseconds until its first contentful paint. */
export async function timeToContent(page, url) {
  const start = Date.now();
  await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
    timeout: 60_000,
    polling: 50,
  });
  return Date.now() - start;
}

/** Navigates to `url` and times the first paint and the hydration of `usable`; `bytes` counts what came by then. */
async function timeVisit(page, url, usable, counter) {
  counter.bytes = 0;
  const start = Date.now();
  const content = await timeToContent(page, url);
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
  const { context, page, cdp } = await emulatedPage(browser);
  const counter = { bytes: 0 };
  cdp.on("Network.loadingFinished", (e) => (counter.bytes += e.encodedDataLength));
  const first = await timeVisit(page, url, usable, counter);
  // Away and back, as a worker opening the board again: the browser's HTTP cache is warm.
  await page.goto("about:blank");
  const repeat = await timeVisit(page, url, usable, counter);
  await context.close();
  return { ...first, repeat, tap: await timeTap(browser, url, usable) };
}

/** How many times a first visit to `url` asks for `asked` (a path and query) in its first `ms`. */
export async function countAsks(url, asked, ms = 15_000) {
  const browser = await launch();
  try {
    const { context, page } = await emulatedPage(browser);
    let count = 0;
    page.on("request", (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname + search === asked) count++;
    });
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
    await page.waitForTimeout(ms);
    await context.close();
    return count;
  } finally {
    await browser.close();
  }
}

const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Prints the slow-link table: `pages` as [name, url, usable selector, budgeted], the median of `runs`; the
 * page named `yardstick` (the bare app's one button) sets the budget, `ratio` times its hydration. Returns what
 * went over, as sentences.
 */
export async function printSlowLink(pages, { runs = 3, yardstick, ratio = 1.1 }) {
  const browser = await launch();
  try {
    const results = new Map(pages.map(([name]) => [name, []]));
    // The pages take turns within each round, so a busy moment of the machine does not fall on one page only.
    for (let round = 0; round < runs; round++)
      for (const [name, url, usable] of pages) results.get(name).push(await visit(browser, url, usable));
    const hydrated = median(results.get(yardstick).map((r) => r.ready));
    const budgetMs = ratio * hydrated;
    console.log(
      `\nOn a satellite link (400 kbps, 400 ms RTT, CPU ×4, 390 px), median of ${runs} (budget: a tap on the main control works within ${ratio}× of the bare button's hydration, ≤ ${(budgetMs / 1000).toFixed(2)} s, on a first visit)`,
    );
    const over = [];
    const head = ["first visit: content", "tap works", "hydrated", "fetched", "repeat: content", "hydrated", "fetched"];
    console.log(`  ${"page".padEnd(26)} ${head.map((h) => h.padStart(h.length > 9 ? 20 : 9)).join(" ")}`);
    const s = (ms) => (ms === null ? "—" : `${(ms / 1000).toFixed(2)} s`);
    for (const [name, , , budgeted] of pages) {
      const list = results.get(name);
      const m = (pick) => median(list.map(pick));
      const tap = list[0].tap === null ? null : m((r) => r.tap);
      const within = tap !== null && tap <= budgetMs;
      if (budgeted && !within) over.push(`${name}: a tap works at ${s(tap)} > ${(budgetMs / 1000).toFixed(2)} s`);
      const verdict = budgeted ? (within ? ` ok (${(tap / hydrated).toFixed(2)}×)` : ` OVER (${(tap / hydrated).toFixed(2)}×)`) : "";
      const cells = [
        s(m((r) => r.content)),
        s(tap),
        s(m((r) => r.ready)),
        `${m((r) => r.kb).toFixed(0)} KB`,
        s(m((r) => r.repeat.content)),
        s(m((r) => r.repeat.ready)),
        `${m((r) => r.repeat.kb).toFixed(0)} KB`,
      ];
      console.log(`  ${name.padEnd(26)} ${cells.map((c, k) => c.padStart(head[k].length > 9 ? 20 : 9)).join(" ")}${verdict}`);
    }
    return over;
  } finally {
    await browser.close();
  }
}
