// Exactly-once schedules on three instances: two `npm start` and one `next start` on one fresh Postgres,
// every one ticking every half second with periods shortened to a few seconds. Over several periods, each
// schedule's period has one schedule_runs row and one job, run once; counted in the database itself.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, type PostgresDatabase } from "../../support/postgres-database";
import { startServer, type RunningServer } from "../support/server";

const PERIOD_SECONDS = 6;
const SCHEDULE_ENV = { SCHEDULE_PERIOD_SECONDS: String(PERIOD_SECONDS), SCHEDULE_TICK_MS: "500", SEED_DEMO: "true" };

let database: PostgresDatabase;
let client: pg.Client;
const servers: RunningServer[] = [];

beforeAll(async () => {
  database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "outpost_schedules");
  servers.push(
    ...(await Promise.all([
      startServer("npm-start", { databaseUrl: database.url, extraEnv: SCHEDULE_ENV }),
      startServer("npm-start", { databaseUrl: database.url, extraEnv: SCHEDULE_ENV }),
      startServer("next-start", { databaseUrl: database.url, extraEnv: { ...SCHEDULE_ENV, TRUST_PROXY: "1" } }),
    ])),
  );
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
}, 300_000);

afterAll(async () => {
  for (const server of servers) await server.stop();
  await client?.end();
  await database?.drop();
});

const rows = async <T>(text: string): Promise<T[]> => (await client.query(text)).rows as T[];

describe("schedules on three instances", () => {
  it("queue and run each schedule's run once per period, not three times", { timeout: 90_000 }, async () => {
    // Several periods go by with all three ticking.
    await new Promise((resolve) => setTimeout(resolve, 4 * PERIOD_SECONDS * 1000));
    // The place backfill's once-per-rule claim shares the table and queues no job: only schedules' runs count.
    const runs = await rows<{ schedule: string; period: string; job_id: string }>(
      "select schedule, period, job_id from schedule_runs where schedule <> 'place-backfill'",
    );
    const periods = (schedule: string) => runs.filter((r) => r.schedule === schedule).map((r) => r.period);
    for (const schedule of [
      "alerts",
      "link-checks",
      "image-rehosting",
      "listing-changes",
      "ticket-reminders",
      "ats-sync",
      "applications",
    ]) {
      expect(periods(schedule).length).toBeGreaterThanOrEqual(3);
      expect(new Set(periods(schedule)).size).toBe(periods(schedule).length);
    }
    // One job per run row, and no scheduled job without its row: none was queued twice for a period.
    const jobs = await rows<{ id: string; name: string; singleton_key: string; state: string; retry_count: number }>(`
      select id, name, singleton_key, state::text, retry_count from pgboss.job where singleton_key like 'schedule/%'
      union all
      select id, name, singleton_key, state::text, retry_count from pgboss.archive where singleton_key like 'schedule/%'`);
    expect(jobs.map((j) => j.id).sort()).toEqual(runs.map((r) => r.job_id).sort());
    expect(new Set(jobs.map((j) => j.singleton_key)).size).toBe(jobs.length);
    // Each ran once: the earlier periods' jobs are done, on their first try.
    const settled = jobs.filter((j) => j.state === "completed");
    expect(settled.length).toBeGreaterThanOrEqual(6);
    expect(settled.every((j) => j.retry_count === 0)).toBe(true);
    expect(jobs.filter((j) => j.state === "failed")).toEqual([]);
    console.log(`three instances, ${PERIOD_SECONDS} s periods: ${runs.length} runs queued, ${settled.length} done, ${jobs.length} jobs`);
  });
});
