// `npm run bench:pages` — the public pages' budgets against a running server (BENCH_URL, default
// http://localhost:3000, on this machine), each next to a bare Next app of the same version built and started
// here in the same run (bench/bare-next.mjs). Prints every figure and exits non-zero when a budget is missed:
// - page weight: raw HTML of `/` ≤ 70 KB with React flight data ≤ 25 KB; each board page ≤ 15 KB on the wire;
// - first-load JavaScript (gzip) at most 20 KB above the bare page's;
// - on a satellite link, each page's main control works within 1.1× of the bare one-button page's, and `/swipe`
//   asks for its deck once (bench/slow-link.mjs);
// - requests per second under 50 connections, `br, gzip`: each page ≥ 30 % of the bare page, p99 ≤ 400 ms;
//   2,000 random `/search` views without an error, `/` still served from its cache afterwards; the polled API's
//   304 ≥ 80 % of a bare route handler, a 50-job page ≥ 50 %;
// - Lighthouse (mobile, devtools throttling) when LIGHTHOUSE_BIN points at a lighthouse CLI.
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { startBareNext } from "./bare-next.mjs";
import { firstLoadJs } from "./first-load-js.mjs";
import { printPageWeights } from "./page-weight.mjs";
import { countAsks, printSlowLink, USABLE } from "./slow-link.mjs";
import { printLighthouse } from "./lighthouse.mjs";

const base = (process.env.BENCH_URL ?? "http://localhost:3000").replace(/\/$/, "");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const [job] = await (await fetch(`${base}/api/jobs?limit=1`)).json();
const pages = { home: "/", search: "/search?search=offshore", swipe: "/swipe", job: `/job/${job.id}` };
const DECK = "/api/jobs?limit=100";
const BROWSER = { "accept-encoding": "br, gzip" };
const misses = [];

function load(url, headers = {}) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: 50, duration: seconds, headers: { ...BROWSER, ...headers } }, (err, result) =>
      err ? reject(err) : resolve({ rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }),
    ),
  );
}

/** 2,000 made-up `/search` views, 8 at a time: the answers that were not a whole page. */
async function randomSearches(count = 2_000, atOnce = 8) {
  let next = 0;
  let failed = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (next++ < count) {
        const answer = await fetch(`${base}/search?search=${randomBytes(6).toString("hex")}`, { headers: BROWSER }).catch(() => null);
        if (answer?.status !== 200 || !(await answer.text()).includes("</html>")) failed++;
      }
    }),
  );
  return { failed, seconds: (performance.now() - start) / 1000 };
}

const pct = (part, whole) => (100 * part) / whole;

const bare = await startBareNext(Number(process.env.BARE_PORT ?? 3999));
try {
  const board = { wire: 15 };
  misses.push(
    ...(await printPageWeights([
      ["/ (home)", base, pages.home, { ...board, plain: 70, flight: 25 }],
      ["/search?search=offshore", base, pages.search, board],
      ["/swipe", base, pages.swipe, board],
      ["/job/{id}", base, pages.job, board],
      ["bare Next page", bare.base, "/"],
    ])),
  );

  const bareJs = await firstLoadJs(`${bare.base}/`);
  console.log(`\nFirst-load JavaScript (gzip; budget: bare page + 20 KB = ${(bareJs + 20).toFixed(1)} KB)`);
  console.log(`  bare page ${bareJs.toFixed(1)} KB`);
  for (const [name, path] of Object.entries(pages)) {
    const kb = await firstLoadJs(base + path);
    const within = kb - bareJs <= 20;
    if (!within) misses.push(`first-load JS of ${name}: +${(kb - bareJs).toFixed(1)} KB over the bare page`);
    console.log(`  ${name.padEnd(6)} ${kb.toFixed(1)} KB (+${(kb - bareJs).toFixed(1)}) ${within ? "ok" : "OVER"}`);
  }

  misses.push(
    ...(await printSlowLink(
      [
        ["/ (home)", base + pages.home, USABLE.board, true],
        ["/search?search=offshore", base + pages.search, USABLE.board, true],
        ["/swipe", base + pages.swipe, USABLE.swipe, true],
        ["/job/{id}", base + pages.job, USABLE.job, true],
        ["bare Next page", `${bare.base}/`, USABLE.bare, false],
        ["bare one-button page", `${bare.base}/button`, USABLE.bareButton, false],
      ],
      { yardstick: "bare one-button page", ratio: 1.1 },
    )),
  );
  const deckAsks = await countAsks(base + pages.swipe, DECK);
  if (deckAsks !== 1) misses.push(`/swipe asked for ${DECK} ${deckAsks} times in its first 15 s`);
  console.log(`  /swipe asks for ${DECK} ${deckAsks} time(s) in its first 15 s (budget: once) ${deckAsks === 1 ? "ok" : "OVER"}`);

  const bareHandler = await load(`${bare.base}/ping`);
  const barePage = await load(`${bare.base}/`);
  console.log(`\nRequests per second, 50 connections, ${seconds} s each, br, gzip (budget: ≥ 30 % of the bare page, p99 ≤ 400 ms)`);
  console.log(
    `  bare page ${barePage.rps.toFixed(0)} req/s, p99 ${barePage.p99} ms; bare route handler ${bareHandler.rps.toFixed(0)} req/s, p99 ${bareHandler.p99} ms`,
  );
  for (const [name, path] of [
    ["/ (home)", pages.home],
    ["/search?search=offshore", pages.search],
    ["/swipe", pages.swipe],
    ["/job/{id}", pages.job],
  ]) {
    const r = await load(base + path);
    const within = pct(r.rps, barePage.rps) >= 30 && r.p99 <= 400 && r.errors === 0;
    if (!within)
      misses.push(
        `${name}: ${r.rps.toFixed(0)} req/s (${pct(r.rps, barePage.rps).toFixed(0)} % of bare), p99 ${r.p99} ms, ${r.errors} errors`,
      );
    console.log(
      `  ${name.padEnd(40)} ${r.rps.toFixed(0).padStart(6)} req/s (${pct(r.rps, barePage.rps).toFixed(0)} % of bare) p99 ${r.p99} ms${r.errors ? `, ${r.errors} errors` : ""} ${within ? "ok" : "UNDER"}`,
    );
  }

  await fetch(base + pages.home);
  const crawl = await randomSearches();
  const homeState = (await fetch(base + pages.home)).headers.get("x-nextjs-cache");
  // MISS: the cache had no entry for `/` any more; HIT, STALE and REVALIDATED all found it.
  const kept = homeState !== "MISS";
  if (crawl.failed || !kept) misses.push(`2,000 random /search views: ${crawl.failed} failed, / then ${homeState}`);
  console.log(
    `  2,000 random /search views, 8 at a time: ${crawl.failed} failed, ${crawl.seconds.toFixed(0)} s; / afterwards: ${homeState} ${!crawl.failed && kept ? "ok" : "UNDER"}`,
  );

  const list = await fetch(`${base}/api/jobs?limit=50`);
  const etag = list.headers.get("etag");
  console.log(`\nThe polled API against the bare route handler, 50 connections`);
  for (const [name, url, headers, budget] of [
    ["GET /api/jobs?limit=50", `${base}/api/jobs?limit=50`, {}, 50],
    ["GET /api/jobs?limit=50, unchanged (304)", `${base}/api/jobs?limit=50`, { "if-none-match": etag }, 80],
    ["GET /api/jobs?limit=5", `${base}/api/jobs?limit=5`, {}, undefined],
    ["GET /api/stats", `${base}/api/stats`, {}, undefined],
  ]) {
    const r = await load(url, headers);
    const ratio = pct(r.rps, bareHandler.rps);
    const within = budget === undefined || ratio >= budget;
    if (!within) misses.push(`${name}: ${ratio.toFixed(0)} % of the bare route handler < ${budget} %`);
    const verdict = budget === undefined ? "" : `, budget ${budget} % ${within ? "ok" : "UNDER"}`;
    console.log(`  ${name.padEnd(40)} ${r.rps.toFixed(0).padStart(6)} req/s (${ratio.toFixed(0)} % of bare${verdict}) p99 ${r.p99} ms`);
  }

  await printLighthouse([
    ["bare page", `${bare.base}/`, false],
    ["home", base + pages.home, true],
    ["search", base + pages.search, true],
    ["swipe", base + pages.swipe, true],
    ["job", base + pages.job, true],
  ]);
} finally {
  bare.stop();
}

console.log(misses.length ? `\nMissed ${misses.length} budget(s):\n${misses.map((m) => `  - ${m}`).join("\n")}` : "\nEvery budget met.");
if (misses.length) process.exitCode = 1;
