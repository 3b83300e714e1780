// `npm run bench` (second part): the instant saved-search fan-out. 10,000 confirmed instant saved searches
// with mixed filters (a third with text) and 100,000 jobs (or BENCH_JOBS) on Postgres (BENCH_DATABASE_URL;
// a scratch database is made there and dropped afterwards); then one new job is fanned out, timed from the
// fan-out's start until every search's email job is queued (budget: 5 s), and then until one process,
// running those jobs one at a time, has made and sent every email to a scratch outbox (budget: the five
// minutes an instant search promises). Exits non-zero over either.
import crypto from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { DEFAULT_LIMITS } from "../server/db/client";
import { jobs, savedSearches } from "../server/db/schema";
import { savedSearchFiltersSchema } from "../lib/schemas/saved-searches";
import { toPrefixTsQuery } from "../lib/search-text";
import { fanOutNewJobs } from "../server/saved-searches/fan-out";
import { bossFor } from "../server/queue/boss";
import { runDueJobs } from "../server/queue/without-workers";
import { loadJobs } from "./bench-jobs";
import { onScratchDatabase } from "./scratch-database";

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const SEARCHES = Number(process.env.BENCH_SAVED_SEARCHES ?? 10_000);
const BUDGET_MS = 5_000;
const SENT_BUDGET_MS = 5 * 60_000;

const TEXTS = ["driller", "rope access", "medic", "diver", "crane", "geologist", "chef", "offshore wind", "blast", "hazmat"];
const CATEGORIES = ["oil-gas", "mining", "wind-energy", "research", "construction"];
const LOCATIONS = ["offshore", "mining", "arctic", "international", "aberdeen", "norway"];

/** The i-th search: a deterministic mix of every filter kind, a third of them with text. */
function filtersFor(i: number): Record<string, unknown> {
  const f: Record<string, unknown> = {};
  if (i % 3 === 0) f.search = TEXTS[i % TEXTS.length];
  if (i % 4 === 1) f.category = CATEGORIES[i % CATEGORIES.length];
  if (i % 5 === 2) f.location = LOCATIONS[i % LOCATIONS.length];
  if (i % 6 === 3) f.salaryMin = String(80_000 + (i % 10) * 20_000);
  if (i % 7 === 4) f.riskLevel = ["low", "medium", "high", "extreme"][i % 4];
  if (i % 11 === 5) f.categories = [CATEGORIES[i % 5], CATEGORIES[(i + 1) % 5]];
  if (i % 13 === 6) f.maxRisk = "high";
  if (i % 17 === 7) f.alertLocation = ["uk", "europe", "remote"][i % 3];
  if (i % 19 === 8) f.travelPaid = "true";
  return f;
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.log("\nsaved-search fan-out: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to run it.");
} else {
  // The emails go to an outbox of files: a scratch one, removed afterwards.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "outpost-fanout-"));
  process.env.DATA_DIR = dataDir;
  delete process.env.RESEND_API_KEY;
  await onScratchDatabase(
    serverUrl,
    "outpost_fanout",
    { ...DEFAULT_LIMITS, statementTimeoutMs: 0 },
    async (database) => {
      await database.migrate();
      await loadJobs(database.db, JOBS);
      const rows = Array.from({ length: SEARCHES }, (_, i) => {
        const filters = savedSearchFiltersSchema.parse(filtersFor(i));
        return {
          email: `saved${i}@example.com`,
          filters,
          searchQuery: filters.search ? toPrefixTsQuery(filters.search) : null,
          frequency: "instant" as const,
          confirmedAt: new Date(),
          unsubscribeTokenHash: crypto.randomBytes(16).toString("hex"),
        };
      });
      for (let i = 0; i < rows.length; i += 1_000) await database.db.insert(savedSearches).values(rows.slice(i, i + 1_000));
      await database.db.execute(sql`analyze`);
      const [job] = await database.db
        .insert(jobs)
        .values({
          title: "Offshore Driller",
          company: "Bench Drilling",
          location: "North Sea, United Kingdom (offshore rig)",
          salaryMin: 120_000,
          salaryMax: 160_000,
          description: "Rotational driller role on a North Sea rig, rope access a plus.",
          category: "oil-gas",
          dangerLevel: "high",
          applicationUrl: "https://careers.example/bench",
          applicationClosingDate: new Date(Date.now() + 30 * 86_400_000),
          expiresAt: new Date(Date.now() + 30 * 86_400_000),
          planType: "professional",
        })
        .returning({ id: jobs.id });
      const t0 = performance.now();
      const { matched } = await fanOutNewJobs(database.db, [job.id]);
      const ms = performance.now() - t0;
      let sent = 0;
      for (;;) {
        const run = await runDueJobs(database.db, { budgetMs: 60_000 });
        if (run.failed > 0) throw new Error(`${run.failed} saved-search emails failed`);
        if (run.done === 0) break;
        sent += run.done;
      }
      const sentMs = performance.now() - t0;
      const row = (what: string, count: number, took: number, budget: number) =>
        `| ${what} | ${SEARCHES.toLocaleString("en-GB")} | ${count} | ${took.toFixed(0)} | ${budget}${took > budget ? " OVER" : ""} |`;
      console.log(`\n| postgres, ${JOBS.toLocaleString("en-GB")} jobs | saved searches | emails | ms | budget ms |\n|---|---|---|---|---|`);
      console.log(row("saved-search fan-out: every email queued", matched, ms, BUDGET_MS));
      console.log(row("every email made and sent, one process", sent, sentMs, SENT_BUDGET_MS));
      if (sent !== matched) throw new Error(`${matched} emails queued, ${sent} sent`);
      if (ms > BUDGET_MS || sentMs > SENT_BUDGET_MS) process.exitCode = 1;
    },
    // pg-boss marks a job done without waiting for the write: let the last ones land before the pool closes.
    (database) => bossFor(database.db).settled(),
  );
  rmSync(dataDir, { recursive: true, force: true });
}
