// `npm run bench [-- --jobs N]`: loads N generated jobs (default 100,000; or BENCH_JOBS) into a fresh
// database and times the public job search. PGlite up to PGLITE_MAX_JOBS; Postgres too when
// BENCH_DATABASE_URL names a server (a scratch database is made there and dropped afterwards).
// Exits non-zero when a case misses its p95 budget.
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { DEFAULT_LIMITS, openDatabase, type Database } from "../server/db/client";
import { searchJobs } from "../server/jobs/search-jobs";
import { DEFAULT_PAGE_SIZE, jobSearchSchema } from "../lib/schemas/job-search";
import { formatTotal } from "../lib/format";
import { rankMatches } from "../server/matches/rank-matches";
import { BENCH_CASES, MATCH_BENCH_CASES, type MatchBenchCase } from "./bench-cases";
import { loadJobs } from "./bench-jobs";
import { onScratchDatabase } from "./scratch-database";

const { values } = parseArgs({ options: { jobs: { type: "string" } } });
const JOBS = Number(values.jobs ?? process.env.BENCH_JOBS ?? 100_000);
if (!Number.isInteger(JOBS) || JOBS < 1) throw new Error(`--jobs must be a whole number of at least 1, not ${values.jobs}`);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
// PGlite (one WebAssembly process, in memory) loads 100k jobs in 10-20 s; a million took 166 s and 4.1 GB of
// memory on a 2-core machine: past this it is left out, and a million is a server's job.
const PGLITE_MAX_JOBS = 200_000;

type Engine = "pglite" | "postgres";
/** The budgets: Postgres p95 ≤ 15 ms up to 100k jobs and ≤ 30 ms at a million; PGlite ≤ 60 ms. */
const budgetMs = (engine: Engine) => (engine === "pglite" ? 60 : JOBS <= 100_000 ? 15 : 30);
/**
 * "Jobs for you" scores every listed job, so it has budgets of its own: Postgres p95 ≤ 50 ms at 100,000 jobs
 *, scaled with the jobs above; PGlite, one WebAssembly process, is reported against 4 × that.
 */
const matchBudgetMs = (engine: Engine) => Math.max(50, Math.round((50 * JOBS) / 100_000)) * (engine === "pglite" ? 4 : 1);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The cursor Load More would hold after `after` jobs: the one sent with the page that ends there. */
async function cursorAfter(database: Database, params: Record<string, string>, after: number): Promise<string> {
  const { nextCursor } = await searchJobs(database.db, jobSearchSchema.parse({ ...params, offset: String(after - DEFAULT_PAGE_SIZE) }));
  if (!nextCursor) throw new Error(`Fewer than ${after} jobs match ${JSON.stringify(params)}`);
  return nextCursor;
}

/** The cursor the "Jobs for you" page would hold after `after` matches. */
async function matchCursorAfter(database: Database, { profile, after }: MatchBenchCase): Promise<string | undefined> {
  if (!after) return undefined;
  const { nextCursor } = await rankMatches(database.db, profile, { limit: after });
  if (!nextCursor) throw new Error(`Fewer than ${after} jobs match`);
  return nextCursor;
}

async function timed<T>(work: () => Promise<T>): Promise<{ p50: number; p95: number; answer: T }> {
  const times: number[] = [];
  let answer: T | undefined;
  // The first runs warm the caches and the connection pool; only the rest are timed.
  for (let r = 0; r < RUNS + 3; r++) {
    const t0 = performance.now();
    answer = await work();
    if (r >= 3) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), answer: answer! };
}

async function run(engine: Engine, database: Database): Promise<number> {
  const started = performance.now();
  await database.migrate();
  await loadJobs(database.db, JOBS);
  console.log(`\n${engine}: loaded ${JOBS.toLocaleString("en-GB")} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const budget = budgetMs(engine);
  const rows: string[] = [];
  let over = 0;
  for (const { name, params, after } of BENCH_CASES) {
    const search = jobSearchSchema.parse(after ? { ...params, cursor: await cursorAfter(database, params, after) } : params);
    const { p50, p95, answer } = await timed(() => searchJobs(database.db, search));
    if (p95 > budget) over++;
    const total = formatTotal(answer.total, answer.totalCapped);
    rows.push(
      `| ${name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${budget}${p95 > budget ? " OVER" : ""} | ${answer.jobs.length} | ${total} |`,
    );
  }
  const matchBudget = matchBudgetMs(engine);
  for (const bench of MATCH_BENCH_CASES) {
    const cursor = await matchCursorAfter(database, bench);
    const { p50, p95, answer } = await timed(() => rankMatches(database.db, bench.profile, { limit: DEFAULT_PAGE_SIZE, cursor }));
    if (p95 > matchBudget) over++;
    const best = answer.jobs[0]?.match.score ?? "none";
    rows.push(
      `| ${bench.name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${matchBudget}${p95 > matchBudget ? " OVER" : ""} | ${answer.jobs.length} | best score ${best} |`,
    );
  }
  console.log(
    `\n| ${engine}, ${JOBS.toLocaleString("en-GB")} jobs | p50 ms | p95 ms | budget ms | rows | total |\n|---|---|---|---|---|---|`,
  );
  console.log(rows.join("\n"));
  return over;
}

// Loading runs far past the app's statement timeout; the timed searches are short anyway.
const limits = { ...DEFAULT_LIMITS, statementTimeoutMs: 0 };
let over = 0;

if (JOBS <= PGLITE_MAX_JOBS) {
  const database = await openDatabase({ memory: true }, limits);
  try {
    over += await run("pglite", database);
  } finally {
    await database.close();
  }
} else {
  console.log(
    `\npglite: skipped above ${PGLITE_MAX_JOBS.toLocaleString("en-GB")} jobs (a million needs about 4 GB of memory in PGlite; run it on Postgres).`,
  );
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  await onScratchDatabase(serverUrl, "outpost_bench", limits, async (database) => {
    over += await run("postgres", database);
  });
} else if (JOBS > PGLITE_MAX_JOBS) {
  console.log("postgres: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to run at this size.");
}

console.log(over ? `\n${over} case(s) over budget.` : "\nEvery case within budget.");
if (over) process.exitCode = 1;
