// The charts' per-day series: grouped by London day in SQL, every day of the window present
// (zeros included), 30 or 90 days, the whole board or one job, and an employer's own jobs only.
import { beforeAll, describe, expect, it } from "vitest";
import { employers, jobClicks, pageViews } from "@/server/db/schema";
import { activityPerDay, leadsPerDay, ownJobActivityPerDay } from "@/server/analytics/daily-series";
import { withTestDatabase } from "../support/test-db";
import { insertJob } from "../support/factories";
import { signUp } from "../support/accounts";

const t = withTestDatabase();
const DAY = 24 * 60 * 60 * 1000;
const londonDay = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(at);
const ago = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 60 * 60 * 1000);

let ownerId = "";
let mine = "";
let theirs = "";
const clickTimes = [ago(0), ago(0, 1), ago(3), ago(29), ago(45)];
const viewTimes = [ago(0), ago(3), ago(3), ago(3), ago(60), ago(120)];

beforeAll(async () => {
  ownerId = (await signUp("employer")).id;
  mine = (await insertJob(t.db, { employerId: ownerId })).id;
  theirs = (await insertJob(t.db)).id;
  await t.db.insert(jobClicks).values(clickTimes.map((clickedAt) => ({ jobId: mine, clickType: "apply", clickedAt })));
  // Not apply clicks, and another job's: neither is in my job's series.
  await t.db.insert(jobClicks).values([
    { jobId: mine, clickType: "view", clickedAt: ago(0) },
    { jobId: theirs, clickType: "apply", clickedAt: ago(1) },
  ]);
  await t.db.insert(pageViews).values(viewTimes.map((viewedAt) => ({ path: `/job/${mine}`, viewedAt })));
  await t.db.insert(pageViews).values([
    { path: "/", viewedAt: ago(2) },
    { path: `/job/${theirs}`, viewedAt: ago(2) },
  ]);
});

/** The last `days` London calendar days, oldest first. Counted on the calendar, not in steps of 24 hours
 *  back from now: late in a GMT evening, 24-hour steps land on the same British Summer Time day twice. */
function londonDays(days: number): string[] {
  const [y, m, d] = londonDay(new Date()).split("-").map(Number);
  return Array.from({ length: days }, (_, i) => new Date(Date.UTC(y, m - 1, d - (days - 1 - i))).toISOString().slice(0, 10));
}

/** What the series should say, counted here from the timestamps inserted. */
function expected(days: number, clicks: Date[], views: Date[]) {
  return londonDays(days).map((day) => ({
    day,
    applyClicks: clicks.filter((c) => londonDay(c) === day).length,
    views: views.filter((v) => londonDay(v) === day).length,
  }));
}

describe("activity per day", () => {
  it("one job: every one of the last 30 London days, oldest first, zeros included, apply clicks only", async () => {
    const series = await activityPerDay(t.db, 30, mine);
    expect(series).toHaveLength(30);
    expect(series.at(-1)!.day).toBe(londonDay(new Date()));
    expect(series).toEqual(expected(30, clickTimes, viewTimes));
    expect(series.filter((d) => d.applyClicks === 0 && d.views === 0).length).toBeGreaterThan(20);
  });

  it("90 days reaches further back", async () => {
    const series = await activityPerDay(t.db, 90, mine);
    expect(series).toHaveLength(90);
    expect(series).toEqual(expected(90, clickTimes, viewTimes));
    expect(series.reduce((n, d) => n + d.applyClicks, 0)).toBe(5);
  });

  it("the whole board counts every job's apply clicks and every page's views", async () => {
    const series = await activityPerDay(t.db, 90);
    expect(series).toEqual(expected(90, [...clickTimes, ago(1)], [...viewTimes, ago(2), ago(2)]));
  });

  it("an employer's chart is for their own job only", async () => {
    expect(await ownJobActivityPerDay(t.db, ownerId, mine, 30)).toEqual(expected(30, clickTimes, viewTimes));
    expect(await ownJobActivityPerDay(t.db, ownerId, theirs, 30)).toBeNull();
  });
});

describe("leads per day", () => {
  it("counts leads added, contacted and converted on each London day, zero-filled", async () => {
    await t.db.insert(employers).values([
      { name: "Skua Drilling", createdAt: ago(10), contacted: true, contactedDate: ago(5), converted: true, convertedDate: ago(1) },
      { name: "Petrel Marine", createdAt: ago(10), contacted: true, contactedDate: ago(5) },
      { name: "Old Lead", createdAt: ago(200) },
    ]);
    const series = await leadsPerDay(t.db, 30);
    expect(series).toHaveLength(30);
    const on = (at: Date) => series.find((d) => d.day === londonDay(at))!;
    expect(on(ago(10))).toMatchObject({ created: 2, contacted: 0, converted: 0 });
    expect(on(ago(5))).toMatchObject({ created: 0, contacted: 2, converted: 0 });
    expect(on(ago(1))).toMatchObject({ created: 0, contacted: 0, converted: 1 });
    expect(series.reduce((n, d) => n + d.created + d.contacted + d.converted, 0)).toBe(5);
  });
});
