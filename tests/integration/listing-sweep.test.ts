// Jobs that leave or join the board by the clock are told to search engines by the `listing-changes`
// schedule: sweepListingChangesByTime queues one notice for a span, and each run's span runs from the
// previous run's period start to its own, so consecutive runs meet end to end, a run after missed periods
// reaches back to the last one, and a retried run sweeps the same span again.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scheduleRuns } from "@/server/db/schema";
import { runJob } from "@/server/queue/handlers";
import { sweepSpan } from "@/server/schedules/listing-sweep";
import { currentPeriod, periodOfKey } from "@/server/schedules/periods";
import { SCHEDULES } from "@/server/schedules/schedules";
import { jobPageUrls } from "@/server/search-engines/search-engine-urls";
import { sweepListingChangesByTime } from "@/server/search-engines/sweep-listing-changes";
import { insertJobs } from "../support/factories";
import { startSearchEngineStandIns, testServiceAccount } from "../support/search-engine-stand-ins";
import { configureSearchEngines, forgetNotices, noticeJobs, told } from "../support/search-engine-notices";
import { withTestDatabase } from "../support/test-db";

const t = withTestDatabase();
const account = testServiceAccount();
// Never reached: these tests only queue notices; the stand-ins make the settings complete.
const standIns = await startSearchEngineStandIns(account.publicKey);
const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);
const plus = (moment: Date, minutes: number) => new Date(moment.getTime() + minutes * MINUTE);
const listingChanges = SCHEDULES.find((s) => s.name === "listing-changes")!;
const claim = (...keys: string[]) => t.db.insert(scheduleRuns).values(keys.map((period) => ({ schedule: listingChanges.name, period })));
const scheduled = (key: string) => ({ trigger: "schedule" as const, period: key });

beforeEach(async () => {
  configureSearchEngines(standIns, account.credentials);
  await forgetNotices(t.db);
  await t.db.delete(scheduleRuns);
});
afterEach(() => vi.unstubAllEnvs());
afterAll(() => standIns.close());

describe("sweepListingChangesByTime", () => {
  it("queues one notice: pages opened in the span as updated, pages ended in it as deleted", async () => {
    const since = at("2020-05-01T10:00:00Z");
    const until = plus(since, 15);
    const [ended, closed, opened] = await insertJobs(
      t.db,
      { applicationStartDate: at("2020-04-01T00:00:00Z"), expiresAt: plus(since, 5), applicationClosingDate: plus(since, 60) },
      { applicationStartDate: at("2020-04-01T00:00:00Z"), expiresAt: plus(since, 60), applicationClosingDate: until },
      { applicationStartDate: plus(since, 1), expiresAt: plus(since, 99_999_999), applicationClosingDate: plus(since, 99_999_999) },
      // Ended at the span's start: the previous span's.
      { applicationStartDate: at("2020-04-01T00:00:00Z"), expiresAt: since, applicationClosingDate: since },
    );
    expect(await sweepListingChangesByTime(t.db, since, until)).toEqual({
      since: since.toISOString(),
      until: until.toISOString(),
      opened: 1,
      expired: 2,
      queued: true,
    });
    expect(await told(t.db)).toEqual([{ updated: jobPageUrls([opened.id]), deleted: jobPageUrls([ended.id, closed.id]).sort() }]);
  });

  it("queues nothing for a span in which nothing changed, or with no engine configured", async () => {
    const since = at("2020-06-01T10:00:00Z");
    await insertJobs(t.db, {
      applicationStartDate: at("2020-04-01T00:00:00Z"),
      expiresAt: plus(since, 5),
      applicationClosingDate: plus(since, 5),
    });
    expect(await sweepListingChangesByTime(t.db, plus(since, 10), plus(since, 25))).toMatchObject({ opened: 0, expired: 0, queued: false });
    vi.unstubAllEnvs();
    expect(await sweepListingChangesByTime(t.db, since, plus(since, 15))).toMatchObject({ expired: 0, queued: false });
    expect(await noticeJobs(t.db)).toEqual([]);
  });
});

describe("periods by their keys", () => {
  it("read a key back as the period currentPeriod gave it, daily at the schedule's hour or shorter", () => {
    const alerts = SCHEDULES.find((s) => s.name === "alerts")!;
    for (const moment of [at("2026-11-26T06:59:59Z"), at("2026-11-26T07:00:00Z"), at("2026-11-27T03:14:15Z")]) {
      for (const [schedule, override] of [[alerts], [listingChanges], [alerts, 20], [listingChanges, 6]] as const) {
        const period = currentPeriod(schedule, moment, override);
        expect(periodOfKey(schedule, period.key, override)).toEqual(period);
      }
    }
    expect(periodOfKey(alerts, "2026-11-26").startsAt).toEqual(at("2026-11-26T07:00:00Z"));
    expect(periodOfKey(listingChanges, "2026-11-26T07:45:00Z").startsAt).toEqual(at("2026-11-26T07:45:00Z"));
  });
});

describe("the listing-changes schedule", () => {
  it("runs every quarter of an hour", () => {
    expect(currentPeriod(listingChanges, at("2030-03-04T08:29:59Z"))).toEqual({
      key: "2030-03-04T08:15:00Z",
      startsAt: at("2030-03-04T08:15:00Z"),
    });
  });

  it("sweeps from the previous run's period start to its own, whichever ran when", async () => {
    // The first run ever looks one period back.
    expect(await sweepSpan(t.db, scheduled("2030-03-04T08:00:00Z"))).toEqual({
      since: at("2030-03-04T07:45:00Z"),
      until: at("2030-03-04T08:00:00Z"),
    });
    await claim("2030-03-04T08:00:00Z", "2030-03-04T08:15:00Z");
    expect(await sweepSpan(t.db, scheduled("2030-03-04T08:15:00Z"))).toEqual({
      since: at("2030-03-04T08:00:00Z"),
      until: at("2030-03-04T08:15:00Z"),
    });
    // Nobody ticked for three quarters: the next run reaches back to the last run there was.
    await claim("2030-03-04T09:15:00Z");
    expect(await sweepSpan(t.db, scheduled("2030-03-04T09:15:00Z"))).toEqual({
      since: at("2030-03-04T08:15:00Z"),
      until: at("2030-03-04T09:15:00Z"),
    });
    // A run retried after the next period was claimed sweeps its own span again, not the next one's.
    await claim("2030-03-04T09:30:00Z");
    expect(await sweepSpan(t.db, scheduled("2030-03-04T09:15:00Z"))).toEqual({
      since: at("2030-03-04T08:15:00Z"),
      until: at("2030-03-04T09:15:00Z"),
    });
    // By hand: from the latest run's period start until now.
    const now = at("2030-03-04T09:37:00Z");
    expect(await sweepSpan(t.db, { trigger: "by-hand" }, now)).toEqual({ since: at("2030-03-04T09:30:00Z"), until: now });
  });

  it("its job tells each change once: consecutive runs do not find the same job twice", async () => {
    const current = currentPeriod(listingChanges, new Date());
    const previous = currentPeriod(listingChanges, plus(current.startsAt, -1));
    const [ended, opened] = await insertJobs(
      t.db,
      {
        applicationStartDate: plus(previous.startsAt, -600),
        expiresAt: plus(current.startsAt, -5),
        applicationClosingDate: plus(current.startsAt, 600),
      },
      {
        applicationStartDate: plus(current.startsAt, -5),
        expiresAt: plus(current.startsAt, 6_000),
        applicationClosingDate: plus(current.startsAt, 6_000),
      },
    );
    const beforeThat = currentPeriod(listingChanges, plus(previous.startsAt, -1));
    await claim(beforeThat.key, previous.key, current.key);
    const sweep = (key: string) => runJob(t.db, "listings.sweep", { id: crypto.randomUUID(), data: scheduled(key) });

    expect(await sweep(current.key)).toMatchObject({ opened: 1, expired: 1, queued: true });
    expect(await told(t.db)).toEqual([{ updated: jobPageUrls([opened.id]), deleted: jobPageUrls([ended.id]) }]);
    await forgetNotices(t.db);
    expect(await sweep(previous.key)).toMatchObject({ opened: 0, expired: 0, queued: false });
    expect(await noticeJobs(t.db)).toEqual([]);
  });
});
