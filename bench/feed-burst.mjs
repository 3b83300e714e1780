// `npm run bench` (third part): the multiposter feed burst on Postgres. This build's `npm start` runs on a
// scratch database made on BENCH_DATABASE_URL (dropped afterwards); an admin makes a multiposter source for an
// employer through the admin API; then 500 distinct adverts (BENCH_ADVERTS) are sent to
// `POST /api/feeds/multiposter`, a few at a time as a multiposter delivers them (BENCH_IN_FLIGHT), and then the
// same 500 again with their pay changed (updates). Just before each pass the same bodies go to a bare Next
// route handler of the same version (bench/bare-next.mjs), the yardstick the figures are divided by. Budgets:
// at least 20 adverts a second and p99 ≤ 1 s an advert in each pass, every answer OK, and in the end exactly one
// listed job per advert, each with the updated pay. Exits non-zero over any; the figures also go to BENCH_JSON.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { startBareNext } from "./bare-next.mjs";

const ADVERTS = Number(process.env.BENCH_ADVERTS ?? 500);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 6);
const MIN_PER_SECOND = 20;
const MAX_P99_MS = 1_000;
const port = Number(process.env.BENCH_PORT ?? 3211);
const resultFile = path.resolve(process.env.BENCH_JSON ?? ".next/bench/feed-burst.json");
const ADMIN = { username: "bench_admin", email: "bench-admin@outpost.example", password: "bench-admin-pass-9" };
const EMPLOYER = { username: "bench_agency", email: "bench-agency@outpost.example", password: "bench-agency-pass-9", role: "employer" };

const ROLES = [
  ["Offshore Drilling Supervisor", "Oil & Gas", "Aberdeen, United Kingdom"],
  ["Wind Turbine Technician", "Renewable Energy", "Great Yarmouth, Norfolk, United Kingdom"],
  ["Underground Mine Electrician", "Mining", "Kalgoorlie, WA, Australia"],
  ["Rope Access Inspector", "Construction", "Stavanger, Norway"],
  ["Remote Site Medic", "Healthcare", "Fort McMurray, AB, Canada"],
  ["Saturation Diver", "Oil & Gas", "North Sea, United Kingdom"],
  ["Heavy Lift Crane Operator", "Logistics", "Port Hedland, WA, Australia"],
  ["Camp Chef", "Hospitality", "Yellowknife, NT, Canada"],
];

const escapeXml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The i-th advert as a multiposter sends it: Broadbean's field names, one `<job>` a request. */
function advert(i, credentials, salaryTo) {
  const [title, industry, location] = ROLES[i % ROLES.length];
  const fields = {
    command: "add",
    username: credentials.username,
    password: credentials.secret,
    job_reference: `BENCH-${String(i).padStart(5, "0")}`,
    job_title: `${title} ${Math.floor(i / ROLES.length) + 1}`,
    job_description:
      `<p>${title} for a ${industry.toLowerCase()} client on a 3 weeks on, 3 weeks off rotation.</p>` +
      "<ul><li>Valid offshore survival and medical tickets</li><li>Five years in a similar role</li></ul>" +
      "<p>Travel to and from site is paid, with food and accommodation on site.</p>",
    job_type: "Permanent",
    job_duration: "Permanent",
    job_startdate: "ASAP",
    job_location: location,
    job_industry: industry,
    salary_currency: "GBP",
    salary_from: "60000",
    salary_per: "annum",
    salary_to: String(salaryTo),
    salary_benefits: "Pension, private medical cover, paid travel to site",
    application_url: `https://careers.example.com/apply/${i}`,
    contact_name: "Bench Recruiter",
    contact_email: "recruiter@careers.example.com",
    days_to_advertise: "28",
  };
  const body = Object.entries(fields)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><job>${body}</job>`;
}

/** CPU time, in ms, that a process and its descendants have used so far (Linux's /proc counts in ticks of 10 ms). */
function cpuMs(pid) {
  const stats = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The fields after the command's name, which may itself hold spaces: state, ppid, …, utime, stime.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      stats.push({ pid: Number(entry), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone since the listing
    }
  }
  const tree = new Set([pid]);
  let grew = true;
  while (grew) {
    const before = tree.size;
    for (const stat of stats) if (tree.has(stat.ppid)) tree.add(stat.pid);
    grew = tree.size > before;
  }
  return 10 * stats.filter((stat) => tree.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks, 0);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Posts every body with IN_FLIGHT requests open at a time; each advert's time is from its send to its full
 * answer. The server's CPU an advert says what it costs where the wall clock is shared with other work.
 */
async function burst(url, bodies, serverPid) {
  const times = [];
  const failures = [];
  let next = 0;
  const started = performance.now();
  const cpuBefore = cpuMs(serverPid);
  async function sender() {
    while (next < bodies.length) {
      const body = bodies[next++];
      const sent = performance.now();
      const answer = await fetch(url, { method: "POST", headers: { "content-type": "application/xml" }, body });
      const text = await answer.text();
      times.push(performance.now() - sent);
      if (answer.status !== 200 || !text.includes("<status>OK</status>")) failures.push(`${answer.status} ${text.slice(0, 300)}`);
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
  const seconds = (performance.now() - started) / 1000;
  const serverCpuMs = (cpuMs(serverPid) - cpuBefore) / bodies.length;
  times.sort((a, b) => a - b);
  return {
    adverts: bodies.length,
    seconds,
    perSecond: bodies.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1),
    serverCpuMs,
    failures,
  };
}

/** `npm start` of this build on `databaseUrl`, logging to a file; resolves once it answers. */
async function startOutpost(databaseUrl, dataDir) {
  if (!fs.existsSync(".next/BUILD_ID")) throw new Error("No production build: run `npm run build` before the feed burst");
  const logFile = path.join(dataDir, "server.log");
  const log = fs.openSync(logFile, "a");
  const startArgs = JSON.parse(fs.readFileSync("package.json", "utf8")).scripts.start.split(" ").slice(1);
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, startArgs, {
    stdio: ["ignore", log, log],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
      BASE_URL: base,
      SEED_DEMO: "false",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The adverts' apply links are made up: the link checker must not go looking for them.
      LINK_CHECK_ALLOW_ONLY: "true",
    },
  });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}; its log: ${logFile}`);
    if (
      await fetch(`${base}/api/stats`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 720) throw new Error(`npm start did not answer within 3 minutes; its log: ${logFile}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const stopped = new Promise((resolve) => child.once("exit", resolve));
  return {
    base,
    pid: child.pid,
    logFile,
    stop: async () => {
      child.kill("SIGTERM");
      await stopped;
      fs.closeSync(log);
    },
  };
}

async function call(base, pathName, { cookie, body, method } = {}) {
  const answer = await fetch(`${base}${pathName}`, {
    method: method ?? (body ? "POST" : "GET"),
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method ?? (body ? "POST" : "GET")} ${pathName} answered ${answer.status}: ${text.slice(0, 300)}`);
  return { answer, json: text ? JSON.parse(text) : undefined };
}

/** Signs the admin in, registers the employer and makes the multiposter source for it, as an admin would. */
async function makeSource(base) {
  const { answer } = await call(base, "/api/login", { body: { username: ADMIN.username, password: ADMIN.password } });
  const cookie = answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  await call(base, "/api/register", { body: EMPLOYER });
  const { json: found } = await call(base, `/api/admin/users?search=${EMPLOYER.username}`, { cookie });
  const { json: source } = await call(base, "/api/admin/sources", {
    cookie,
    body: { kind: "multiposter", name: "Bench multiposter", userId: found[0].id, allowance: ADVERTS * 2 },
  });
  return source;
}

/** What the database holds for the source: jobs, distinct references, jobs with the updated pay, listed jobs. */
async function countJobs(databaseUrl, sourceId, salaryTo) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as jobs, count(distinct external_reference)::int as refs,
              count(*) filter (where salary_max = $2)::int as updated,
              count(*) filter (where is_active and cardinality(incomplete_fields) = 0)::int as listed
         from jobs where source_id = $1`,
      [sourceId, salaryTo],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

const over = (pass) => pass.perSecond < MIN_PER_SECOND || pass.p99 > MAX_P99_MS || pass.failures.length > 0;

function printTable(outpost, bare, held) {
  const row = (what, pass, yardstick) =>
    `| ${what} | ${pass.perSecond.toFixed(1)} | ${pass.p50.toFixed(0)} | ${pass.p95.toFixed(0)} | ${pass.p99.toFixed(0)} | ${pass.max.toFixed(0)} | ${pass.serverCpuMs.toFixed(1)} | ` +
    `${yardstick ? `${((100 * pass.perSecond) / yardstick.perSecond).toFixed(1)} % · ${(pass.p99 / yardstick.p99).toFixed(1)}×` : "—"} | ` +
    `${pass.failures.length}${yardstick && over(pass) ? " OVER" : ""} |`;
  console.log(
    `\n| feed burst, postgres, ${ADVERTS} adverts, ${IN_FLIGHT} in flight | adverts/s (≥ ${MIN_PER_SECOND}) | p50 ms | p95 ms | p99 ms (≤ ${MAX_P99_MS}) | max ms | server CPU ms an advert | of bare: rate · p99 | failed |`,
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  console.log(row("POST /api/feeds/multiposter, add", outpost.add, bare.add));
  console.log(row("POST /api/feeds/multiposter, same adverts again", outpost.again, bare.again));
  console.log(row("bare Next route handler, add", bare.add));
  console.log(row("bare Next route handler, same adverts again", bare.again));
  console.log(
    `\nThe source's jobs in the database: ${held.jobs} (budget ${ADVERTS}), ${held.refs} distinct references, ` +
      `${held.updated} with the updated pay, ${held.listed} listed.`,
  );
  for (const failure of [...outpost.add.failures, ...outpost.again.failures].slice(0, 5)) console.log(`  failed: ${failure}`);
}

function writeResult(outpost, bare, held, passed) {
  const summary = (pass) => ({ ...pass, failures: pass.failures.length });
  fs.mkdirSync(path.dirname(resultFile), { recursive: true });
  const result = {
    engine: "postgres",
    adverts: ADVERTS,
    inFlight: IN_FLIGHT,
    budgets: { minPerSecond: MIN_PER_SECOND, maxP99Ms: MAX_P99_MS, jobs: ADVERTS },
    outpost: { add: summary(outpost.add), again: summary(outpost.again) },
    bare: { add: summary(bare.add), again: summary(bare.again) },
    jobs: held,
    passed,
  };
  fs.writeFileSync(resultFile, JSON.stringify(result, null, 2));
  console.log(`Figures written to ${path.relative(process.cwd(), resultFile)}.`);
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.log("\nfeed burst: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to run it.");
} else {
  const name = `outpost_feed_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outpost-feed-burst-"));
  const [salaryFirst, salaryAgain] = [90_000, 95_000];
  let passed = false;
  try {
    const bareServer = await startBareNext(Number(process.env.BARE_PORT ?? 3999));
    const outpostServer = await startOutpost(databaseUrl, dataDir).catch((error) => (bareServer.stop(), Promise.reject(error)));
    const outpost = {};
    const bare = {};
    let source;
    try {
      source = await makeSource(outpostServer.base);
      const first = Array.from({ length: ADVERTS }, (_, i) => advert(i, source, salaryFirst));
      const again = Array.from({ length: ADVERTS }, (_, i) => advert(i, source, salaryAgain));
      // Each pass right after the bare handler's with the same bodies, so both meet the same noise.
      for (const [pass, bodies] of [
        ["add", first],
        ["again", again],
      ]) {
        bare[pass] = await burst(`${bareServer.base}/feed`, bodies, bareServer.pid);
        outpost[pass] = await burst(`${outpostServer.base}/api/feeds/multiposter`, bodies, outpostServer.pid);
      }
    } finally {
      await outpostServer.stop();
      bareServer.stop();
    }
    const held = await countJobs(databaseUrl, source.id, salaryAgain);

    printTable(outpost, bare, held);
    const jobsRight = [held.jobs, held.refs, held.updated, held.listed].every((n) => n === ADVERTS);
    passed = jobsRight && !over(outpost.add) && !over(outpost.again);
    writeResult(outpost, bare, held, passed);
    console.log(passed ? "Feed burst within budget." : "Feed burst OVER budget.");
    if (!passed) process.exitCode = 1;
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
    if (passed) fs.rmSync(dataDir, { recursive: true, force: true });
    else console.log(`The server's log is kept at ${path.join(dataDir, "server.log")}.`);
  }
}
