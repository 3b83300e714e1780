// Lighthouse, mobile, with devtools throttling (a real slow network and a CPU four times slower): the page as
// a phone gets it. Lighthouse's default simulated mode races the page's scripts against this machine's first
// paint on two shared cores, and so swings by a second between runs of the same page (decision 090).
// Not a dependency: LIGHTHOUSE_BIN names a lighthouse CLI (`npm i -g lighthouse`); without it, nothing runs.
import { execFileSync } from "node:child_process";

function lighthouseRun(url) {
  const out = execFileSync(
    process.env.LIGHTHOUSE_BIN,
    [
      url,
      "--output=json",
      "--quiet",
      "--throttling-method=devtools",
      "--only-categories=performance,accessibility,seo,best-practices",
      `--chrome-path=${process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking",
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(out.toString());
  const score = (c) => Math.round(report.categories[c].score * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    seo: score("seo"),
    lcp: report.audits["largest-contentful-paint"].numericValue,
    tbt: report.audits["total-blocking-time"].numericValue,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The median of LIGHTHOUSE_RUNS (3) per page, the bare page measured in the same rounds, pages taking turns.
 * `targets`: [name, url, budgeted]; the first is the bare page. Budget: performance within 3 points of the
 * bare page, accessibility 100.
 */
export async function printLighthouse(targets) {
  if (!process.env.LIGHTHOUSE_BIN) return;
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const results = new Map(targets.map(([name]) => [name, []]));
  for (let round = 0; round < runs; round++) for (const [name, url] of targets) results.get(name).push(lighthouseRun(url));
  console.log(
    `\nLighthouse, mobile, devtools throttling, median of ${runs} (budget: performance within 3 of the bare page, accessibility 100)`,
  );
  const bareScore = median(results.get(targets[0][0]).map((r) => r.performance));
  for (const [name, , budgeted] of targets) {
    const list = results.get(name);
    const m = (key) => median(list.map((r) => r[key]));
    const ok = bareScore - m("performance") <= 3 && m("accessibility") === 100;
    console.log(
      `  ${name.padEnd(9)} performance ${m("performance")} (runs ${list.map((r) => r.performance).join(", ")}), LCP ${(m("lcp") / 1000).toFixed(2)} s, TBT ${Math.round(m("tbt"))} ms, accessibility ${m("accessibility")}, SEO ${m("seo")}${budgeted ? (ok ? " ok" : " UNDER") : ""}`,
    );
  }
}
