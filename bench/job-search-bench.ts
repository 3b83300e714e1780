// `npm run bench`: loads 100,000 generated jobs into a fresh database and times the public job search.
// PGlite always; Postgres too when BENCH_DATABASE_URL names a server (a scratch database is made there).
import crypto from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../server/db/client";
import { searchJobs } from "../server/jobs/search-jobs";
import { jobSearchSchema } from "../lib/schemas/job-search";
import { SORT_OPTIONS } from "../lib/job-sort";

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const BUDGET_MS = { pglite: 60, postgres: 30 };

const cases: [string, Record<string, string>][] = [
  ["no filter", {}],
  ["common word 'offshore'", { search: "offshore" }],
  ["rare word 'hyperbaric'", { search: "hyperbaric" }],
  ["prefix 'turb'", { search: "turb" }],
  ["category + salary band", { category: "mining", salaryMin: "120000", salaryMax: "200000" }],
  ...SORT_OPTIONS.map((sortBy): [string, Record<string, string>] => [`sort ${sortBy}`, { sortBy }]),
  ["offset 5,000", { offset: "5000" }],
];

// Deterministic rows built in SQL from the row number, so loading 100k jobs takes seconds.
const generate = sql.raw(`
  insert into jobs (title, company, location, salary_min, salary_max, description, category, danger_level,
    contract_type, application_url, application_closing_date, expires_at, plan_type, created_at,
    display_order, apply_clicks, is_active, is_featured)
  select
    (array['Offshore','Subsea','Senior','Lead','Night Shift','Rotational','Remote','Arctic'])[1 + (i * 7) % 8] || ' ' ||
    (array['Driller','Rope Access Technician','Saturation Diver','Medic','Blast Engineer','Crane Operator',
      'Wind Turbine Technician','Logistics Coordinator','Geologist','Hazmat Specialist','Security Advisor','Station Chef'])[1 + (i * 13) % 12],
    'Company ' || (i % 2000),
    (array['North Sea, United Kingdom (offshore rig)','Gulf of Mexico, United States','Pilbara, Western Australia',
      'Svalbard, Norway','Rothera, Antarctica','Nuuk, Greenland','Atacama Desert, Chile (copper mine)',
      'Baltic Sea, Poland (offshore wind)','Aberdeen, United Kingdom','Fort McMurray, Alberta, Canada'])[1 + (i * 17) % 10],
    80000 + (i * 37 % 200) * 1000,
    80000 + (i * 37 % 200) * 1000 + (i % 60) * 1000,
    'Rotational role on a remote site with hazard pay, flights and full board. ' ||
      (array['Maintain drilling equipment and mud systems.','Inspect turbine blades on rope access.',
        'Run bell dives and decompression schedules.','Plan explosives loading for open pit benches.',
        'Coordinate helicopter and supply vessel logistics.','Provide emergency medical cover for the crew.'])[1 + (i * 11) % 6] ||
      case when i % 1000 = 7 then ' Hyperbaric welding experience essential.' else '' end,
    (array['oil-gas','mining','construction','logistics','research','adventure-tourism','wind-energy',
      'disaster-relief','security-defense','chemical-hazmat'])[1 + (i * 3) % 10],
    (array['low','medium','high','extreme'])[1 + i % 4]::danger_level,
    (array['full-time','part-time','contract','freelance','internship'])[1 + i % 5]::contract_type,
    'https://careers.example/jobs/' || i,
    now() + ((i % 170) + 1) * interval '1 day',
    now() + ((i % 170) + 1) * interval '1 day',
    (array['starter','professional','premium'])[1 + i % 3]::plan_type,
    now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute',
    case when i % 500 = 0 then 10 else 0 end,
    (i * 31) % 97,
    i % 20 <> 0,
    i % 3 = 2 and i % 7 = 0
  from generate_series(1, ${JOBS}) as i`);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function run(engine: "pglite" | "postgres", database: Database) {
  const started = performance.now();
  await database.migrate();
  await database.db.execute(generate);
  await database.db.execute(sql`vacuum analyze jobs`);
  console.log(`\n${engine}: loaded ${JOBS.toLocaleString("en-GB")} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const rows: string[] = [];
  let over = 0;
  for (const [name, params] of cases) {
    const search = jobSearchSchema.parse(params);
    const times: number[] = [];
    for (let r = 0; r < RUNS + 3; r++) {
      const t0 = performance.now();
      const { jobs, total } = await searchJobs(database.db, search);
      const ms = performance.now() - t0;
      if (r >= 3) times.push(ms);
      if (r === 0 && jobs.length === 0 && total === 0) console.warn(`  (no results for ${name})`);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    if (p95 > BUDGET_MS[engine]) over++;
    rows.push(`| ${name} | ${percentile(times, 50).toFixed(1)} | ${p95.toFixed(1)} | ${p95 <= BUDGET_MS[engine] ? "ok" : "OVER"} |`);
  }
  console.log(`\n| ${engine} case (budget p95 ≤ ${BUDGET_MS[engine]} ms) | p50 ms | p95 ms | |\n|---|---|---|---|`);
  console.log(rows.join("\n"));
  return over;
}

let over = await (async () => {
  const database = await openDatabase({ memory: true });
  try {
    return await run("pglite", database);
  } finally {
    await database.close();
  }
})();

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `outpost_bench_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    over += await run("postgres", database);
  } finally {
    await database.close();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

console.log(over ? `\n${over} case(s) over budget.` : "\nEvery case within budget.");
