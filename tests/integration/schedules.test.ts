// Schedules in the job queue: however many instances tick (two pools on one Postgres with TEST_DATABASE_URL,
// concurrent ticks on one PGlite), each schedule's period gets one schedule_runs row and one job; the next
// period gets the next; a period nobody ticked in shows as not queued; by-hand runs asked at once are one.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type Db } from "@/server/db/client";
import { resultRows } from "@/server/db/result-rows";
import { scheduleRuns } from "@/server/db/schema";
import { queueByHand } from "@/server/schedules/by-hand";
import { queueDueSchedules } from "@/server/schedules/due-schedules";
import { lastRuns } from "@/server/schedules/last-runs";
import { currentPeriod } from "@/server/schedules/periods";
import { SCHEDULES } from "@/server/schedules/schedules";
import { createPostgresDatabase, type PostgresDatabase } from "../support/postgres-database";

let created: PostgresDatabase | undefined;
const opened: Database[] = [];
/** Two "instances": separate pools on one Postgres database, or the one PGlite database twice. */
let instances: [Db, Db];

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    created = await createPostgresDatabase(adminUrl);
    opened.push(await openDatabase({ url: created.url }), await openDatabase({ url: created.url }));
  } else {
    opened.push(await openDatabase({ memory: true }));
  }
  await opened[0].migrate();
  instances = [opened[0].db, (opened[1] ?? opened[0]).db];
});
afterAll(async () => {
  for (const database of opened) await database.close();
  await created?.drop();
});

const at = (iso: string) => new Date(iso);

async function alertJobs(db: Db): Promise<{ id: string; singleton_key: string; data: { period?: string } }[]> {
  return resultRows(await db.execute(sql`select id, singleton_key, data from pgboss.job where name = 'alerts.send' order by created_on`));
}

describe("periods", () => {
  const alerts = SCHEDULES.find((s) => s.name === "alerts")!;

  it("start each day at the schedule's UTC hour and are keyed by that date", () => {
    expect(currentPeriod(alerts, at("2026-11-26T06:59:59Z")).key).toBe("2026-11-25");
    expect(currentPeriod(alerts, at("2026-11-26T07:00:00Z"))).toEqual({ key: "2026-11-26", startsAt: at("2026-11-26T07:00:00Z") });
    expect(currentPeriod(alerts, at("2026-11-27T06:00:00Z")).key).toBe("2026-11-26");
  });

  it("can be shortened for tests, by the same arithmetic, keyed to the second", () => {
    expect(currentPeriod(alerts, at("2026-11-26T10:00:44Z"), 20).key).toBe("2026-11-26T10:00:40Z");
    expect(currentPeriod(alerts, at("2026-11-26T10:01:00Z"), 20).key).toBe("2026-11-26T10:01:00Z");
  });
});

describe("the tick, from two instances at once", () => {
  it("queues each schedule's run once per period, however many ticks race", async () => {
    const now = at("2030-03-04T08:00:00Z");
    const ticks = await Promise.all(Array.from({ length: 6 }, (_, i) => queueDueSchedules(instances[i % 2], now)));
    const queued = ticks.flat();
    expect(queued.map((run) => run.schedule).sort()).toEqual(SCHEDULES.map((s) => s.name).sort());
    expect(await instances[0].select().from(scheduleRuns)).toHaveLength(SCHEDULES.length);
    const jobs = await alertJobs(instances[1]);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ singleton_key: "schedule/alerts/2030-03-04", data: { trigger: "schedule", period: "2030-03-04" } });
    const [row] = await instances[0].select().from(scheduleRuns).where(eq(scheduleRuns.schedule, "alerts"));
    expect(row).toMatchObject({ period: "2030-03-04", jobId: jobs[0].id });

    // Later in the same day, from either instance: nothing more of the daily ones (a quarter-hourly or
    // hourly schedule has a new period each time).
    const daily = (runs: { schedule: string }[]) => runs.filter((run) => run.schedule !== "listing-changes" && run.schedule !== "ats-sync");
    expect(daily(await queueDueSchedules(instances[0], at("2030-03-05T04:59:00Z")))).toEqual([]);
    expect(daily(await queueDueSchedules(instances[1], at("2030-03-04T23:00:00Z")))).toEqual([]);
    expect(await queueDueSchedules(instances[1], at("2030-03-04T23:10:00Z"))).toEqual([]);
    expect(await alertJobs(instances[0])).toHaveLength(1);
  });

  it("queues a new job when a new period begins", async () => {
    const next = at("2030-03-05T07:00:01Z");
    const ticks = await Promise.all([queueDueSchedules(instances[0], next), queueDueSchedules(instances[1], next)]);
    // Link checks and image re-hosting started their day at 05:00, the applications run at 06:00, the alerts
    // at 07:00, and an hour and a quarter hour began at 07:00: all six are new.
    expect(
      ticks
        .flat()
        .map((run) => `${run.schedule} ${run.period}`)
        .sort(),
    ).toEqual([
      "alerts 2030-03-05",
      "applications 2030-03-05",
      "ats-sync 2030-03-05T07:00:00Z",
      "image-rehosting 2030-03-05",
      "link-checks 2030-03-05",
      "listing-changes 2030-03-05T07:00:00Z",
    ]);
    expect((await alertJobs(instances[0])).map((job) => job.data.period)).toEqual(["2030-03-04", "2030-03-05"]);
  });
});

describe("lastRuns", () => {
  it("shows each schedule's latest run and its job, and a period with no run yet as not queued", async () => {
    const runs = await lastRuns(instances[0], at("2030-03-05T12:00:00Z"));
    const alerts = runs.find((r) => r.schedule === "alerts")!;
    const [, latestJob] = await alertJobs(instances[0]);
    expect(alerts).toMatchObject({
      task: "alerts.send",
      currentPeriod: "2030-03-05",
      lastPeriod: "2030-03-05",
      jobId: latestJob.id,
      currentQueued: true,
      state: "created",
      result: null,
    });
    expect(alerts.enqueuedAt).toBeInstanceOf(Date);
    expect(alerts).toMatchObject({ label: "Job alerts: digest and expiry reminders", missed: false });
    // A period just begun, not queued yet: the ticks have not reached it, which is no cause for alarm yet.
    const due = (await lastRuns(instances[1], at("2030-03-07T07:05:00Z"))).find((r) => r.schedule === "alerts")!;
    expect(due).toMatchObject({
      currentPeriod: "2030-03-07",
      currentPeriodStartedAt: at("2030-03-07T07:00:00Z"),
      currentQueued: false,
      missed: false,
    });
    // Two days on, nobody has ticked: the missed day is plain to see.
    const missed = (await lastRuns(instances[1], at("2030-03-07T09:00:00Z"))).find((r) => r.schedule === "alerts")!;
    expect(missed).toMatchObject({ currentPeriod: "2030-03-07", lastPeriod: "2030-03-05", currentQueued: false, missed: true });
    // …and the next tick catches up with the current period, not every missed one.
    const caughtUp = await queueDueSchedules(instances[1], at("2030-03-07T09:00:00Z"));
    expect(caughtUp.find((run) => run.schedule === "alerts")?.period).toBe("2030-03-07");
  });
});

describe("by-hand runs", () => {
  it("asked for at once, from two instances, are one waiting job", async () => {
    const ids = await Promise.all([0, 1, 0, 1].map((i) => queueByHand(instances[i], "links.check")));
    expect(new Set(ids).size).toBe(1);
    const rows = resultRows<{ id: string }>(
      await instances[0].execute(sql`select id from pgboss.job where name = 'links.check' and singleton_key = 'by-hand'`),
    );
    expect(rows.map((r) => r.id)).toEqual([ids[0]]);
    // The scheduled run of the same task is a job of its own, untouched by the by-hand one.
    const scheduled = await instances[0]
      .select()
      .from(scheduleRuns)
      .where(and(eq(scheduleRuns.schedule, "link-checks"), eq(scheduleRuns.period, "2030-03-07")));
    expect(scheduled[0].jobId).not.toBe(ids[0]);
  });
});
