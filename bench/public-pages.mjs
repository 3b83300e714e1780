// `npm run bench:pages` — the public pages' budgets against a running server (BENCH_URL, default
// http://localhost:3000, on this machine), each next to a bare Next app of the same version built and started
// here in the same run (bench/bare-next.mjs):
// - page weight: HTML plain and on the wire, the whole first visit on the wire (bench/page-weight.mjs);
// - first-load JavaScript (gzip), at most 30 KB above the bare page's;
// - a first visit on a satellite link: content and usable times (bench/slow-link.mjs);
// - requests per second and p99 under 50 connections, the pages and the polled API;
// - Lighthouse (mobile, devtools throttling) when LIGHTHOUSE_BIN points at a lighthouse CLI.
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startBareNext } from "./bare-next.mjs";
import { printPageWeights } from "./page-weight.mjs";
import { printSlowLink, USABLE } from "./slow-link.mjs";
import { printLighthouse } from "./lighthouse.mjs";

const base = (process.env.BENCH_URL ?? "http://localhost:3000").replace(/\/$/, "");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const [job] = await (await fetch(`${base}/api/jobs?limit=1`)).json();
const pages = { home: "/", search: "/search?search=offshore", swipe: "/swipe", job: `/job/${job.id}` };

async function firstLoadJs(url) {
  const html = await (await fetch(url)).text();
  // Modern browsers skip noModule scripts (the legacy polyfills), so they are not first-load JS.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/noModule/i.test(m[0]));
  let bytes = 0;
  for (const src of new Set(tags.map((m) => m[1])))
    bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer()), { level: 9 }).length;
  return bytes / 1024;
}

function load(url, headers = {}) {
  return new Promise((resolve, reject) =>
    // As browsers ask: `npm start` answers in brotli (decision 099), the bare app in gzip.
    autocannon(
      { url, connections: 50, duration: seconds, headers: { "accept-encoding": "gzip, deflate, br", ...headers } },
      (err, result) => (err ? reject(err) : resolve({ rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx })),
    ),
  );
}

const bare = await startBareNext(Number(process.env.BARE_PORT ?? 3999));
try {
  await printPageWeights(
    [
      ["/ (home)", base, pages.home, true],
      ["/search?search=offshore", base, pages.search, true],
      ["/swipe", base, pages.swipe, true],
      ["/job/{id}", base, pages.job, true],
      ["bare Next page", bare.base, "/", false],
    ],
    20,
  );

  const bareJs = await firstLoadJs(`${bare.base}/`);
  console.log(`\nFirst-load JavaScript (gzip; budget: bare page + 30 KB = ${(bareJs + 30).toFixed(1)} KB)`);
  console.log(`  bare page ${bareJs.toFixed(1)} KB`);
  for (const [name, path] of Object.entries(pages)) {
    const kb = await firstLoadJs(base + path);
    console.log(`  ${name.padEnd(6)} ${kb.toFixed(1)} KB (+${(kb - bareJs).toFixed(1)}) ${kb - bareJs <= 30 ? "ok" : "OVER"}`);
  }

  await printSlowLink([
    ["/ (home)", base + pages.home, USABLE.board, true],
    ["/search?search=offshore", base + pages.search, USABLE.board, false],
    ["/swipe", base + pages.swipe, USABLE.swipe, true],
    ["/job/{id}", base + pages.job, USABLE.job, true],
    ["bare Next page", `${bare.base}/`, USABLE.bare, false],
  ]);

  const bareHandler = await load(`${bare.base}/ping`);
  const barePage = await load(`${bare.base}/`);
  const home = await load(base + pages.home);
  console.log(`\nRequests per second, 50 connections, ${seconds} s each (budget: /search and /swipe ≥ 50 % of /, p99 ≤ 500 ms)`);
  console.log(
    `  bare page ${barePage.rps.toFixed(0)} req/s, p99 ${barePage.p99} ms; bare route handler ${bareHandler.rps.toFixed(0)} req/s, p99 ${bareHandler.p99} ms`,
  );
  console.log(
    `  ${"/ (home)".padEnd(40)} ${home.rps.toFixed(0).padStart(6)} req/s (${((100 * home.rps) / barePage.rps).toFixed(0)} % of bare) p99 ${home.p99} ms`,
  );
  for (const [name, path] of [
    ["/search?search=offshore", pages.search],
    ["/swipe", pages.swipe],
    ["/job/{id}", pages.job],
  ]) {
    const r = await load(base + path);
    const budgeted = path !== pages.job;
    const verdict = budgeted ? (r.rps >= 0.5 * home.rps && r.p99 <= 500 ? " ok" : " UNDER") : "";
    console.log(
      `  ${name.padEnd(40)} ${r.rps.toFixed(0).padStart(6)} req/s (${((100 * r.rps) / home.rps).toFixed(0)} % of /, ${((100 * r.rps) / barePage.rps).toFixed(0)} % of bare) p99 ${r.p99} ms${verdict}`,
    );
  }

  // The polled API against the bare route handler (issue 16's budgets: p99 ≤ 200 ms).
  const list = await fetch(`${base}/api/jobs?limit=50`);
  const etag = list.headers.get("etag");
  console.log(`\nThe polled API against the bare route handler, 50 connections (budget: p99 ≤ 200 ms)`);
  for (const [name, url, headers, budget] of [
    ["GET /api/jobs?limit=50", `${base}/api/jobs?limit=50`, {}, 50],
    ["GET /api/jobs?limit=50, unchanged (304)", `${base}/api/jobs?limit=50`, { "if-none-match": etag }, 80],
    ["GET /api/jobs?limit=5", `${base}/api/jobs?limit=5`, {}, 50],
    ["GET /api/stats", `${base}/api/stats`, {}, 50],
  ]) {
    const r = await load(url, headers);
    const ratio = (100 * r.rps) / bareHandler.rps;
    console.log(
      `  ${name.padEnd(40)} ${r.rps.toFixed(0).padStart(6)} req/s (${ratio.toFixed(0)} % of bare, budget ${budget} %) p99 ${r.p99} ms${ratio >= budget && r.p99 <= 200 ? ", ok" : ", UNDER"}`,
    );
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
