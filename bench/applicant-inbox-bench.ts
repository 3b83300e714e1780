// `npm run bench` (inbox part): the employer's applicant inbox at scale on Postgres (BENCH_DATABASE_URL; a
// scratch database is made there and dropped afterwards). 100,000 jobs (or BENCH_JOBS) and one job with
// 2,000 applications (or BENCH_APPLICATIONS) of mixed fit, then the inbox's first page by best fit and its
// 'all tickets valid' filter, each timed over 200 runs (BENCH_INBOX_RUNS) after a warm-up. Exits non-zero
// when either p95 is over 50 ms.
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { DEFAULT_LIMITS } from "../server/db/client";
import { jobs, users } from "../server/db/schema";
import { listApplicants } from "../server/applications/employer-inbox";
import { loadJobs } from "./bench-jobs";
import { onScratchDatabase } from "./scratch-database";

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 2_000);
const RUNS = Number(process.env.BENCH_INBOX_RUNS ?? 200);
const WARM_UP = 10;
const BUDGET_MS = 50;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timed(work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let r = 0; r < WARM_UP; r++) await work();
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.log("\napplicant inbox: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to run it.");
} else {
  await onScratchDatabase(serverUrl, "outpost_inbox", { ...DEFAULT_LIMITS, statementTimeoutMs: 0 }, async (database) => {
    await database.migrate();
    const db = database.db;
    const loadStart = performance.now();
    await loadJobs(db, JOBS);
    const [employer] = await db
      .insert(users)
      .values({ username: "bench-employer", email: "bench-employer@example.com", name: "Bench Employer", role: "employer" })
      .returning({ id: users.id });
    const [job] = await db
      .insert(jobs)
      .values({
        employerId: employer!.id,
        title: "Offshore Rope Access Technician",
        company: "Bench Energy",
        location: "North Sea, United Kingdom",
        salaryMin: 70_000,
        salaryMax: 90_000,
        description: "Rope access on a North Sea platform, 2 weeks on 2 weeks off.",
        category: "oil-gas",
        applicationUrl: "https://careers.example/bench-inbox",
        applicationClosingDate: new Date(Date.now() + 30 * 86_400_000),
        expiresAt: new Date(Date.now() + 30 * 86_400_000),
        planType: "professional",
        applyOn: "outpost",
        rotation: "2-2",
        tickets: ["bosiet-foet", "irata-sprat"],
        startDate: new Date(Date.now() + 14 * 86_400_000),
      })
      .returning({ id: jobs.id });
    // The seekers and their applications in two statements: a spread of fit, a third with every ticket valid,
    // half free by the start, each a minute apart so the newest order is a real one.
    await db.execute(sql`
      insert into users (username, email, name, role)
      select 'bench-seeker-' || i, 'bench-seeker-' || i || '@example.com', 'Seeker ' || i, 'user'
      from generate_series(1, ${APPLICATIONS}) as i`);
    await db.execute(sql`
      insert into applications (job_id, seeker_id, name, email, tickets, rotations, status, tickets_valid, available_by_start, fit_score, created_at)
      select ${job!.id}, u.id, u.name, u.email,
        jsonb_build_array(jsonb_build_object('name', 'bosiet-foet', 'expiresOn', to_char(now() + ((n % 90) || ' days')::interval, 'YYYY-MM-DD'))),
        case when n % 4 = 0 then array['2-2'] else array[]::text[] end,
        'sent', n % 3 = 0, n % 2 = 0, (n % 13) - 4, now() - (n || ' minutes')::interval
      from (select id, name, email, row_number() over (order by username) as n from users where username like 'bench-seeker-%') as u`);
    await db.execute(sql`analyze`);
    const loadedIn = performance.now() - loadStart;

    const firstPage = await timed(() => listApplicants(db, employer!.id, job!.id, { sort: "fit" }));
    const validOnly = await timed(() => listApplicants(db, employer!.id, job!.id, { sort: "fit", filter: { ticketsValid: true } }));
    const shown = await listApplicants(db, employer!.id, job!.id, { sort: "fit", filter: { ticketsValid: true } });
    if (shown.applicants.length === 0 || shown.applicants.some((a) => !a.ticketsValid))
      throw new Error("The filter did not keep only valid tickets");

    const row = (what: string, t: { p50: number; p95: number }) =>
      `| ${what} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} | ${BUDGET_MS}${t.p95 > BUDGET_MS ? " OVER" : ""} |`;
    console.log(
      `\n| postgres, ${JOBS.toLocaleString("en-GB")} jobs, one with ${APPLICATIONS.toLocaleString("en-GB")} applications (loaded in ${(loadedIn / 1000).toFixed(0)} s), ${RUNS} runs | p50 ms | p95 ms | budget ms |\n|---|---|---|---|`,
    );
    console.log(row("inbox first page, best fit", firstPage));
    console.log(row("inbox 'all tickets valid', best fit", validOnly));
    if (firstPage.p95 > BUDGET_MS || validOnly.p95 > BUDGET_MS) process.exitCode = 1;
  });
}
