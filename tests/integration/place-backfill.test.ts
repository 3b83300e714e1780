// The backfill of jobs stored before place was data (decision 123): derived once, never rescanned.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, scheduleRuns } from "@/server/db/schema";
import { backfillPlaces, PLACE_BACKFILL_RUN } from "@/server/jobs/place-backfill";
import { insertJob } from "../support/factories";
import { withTestDatabase } from "../support/test-db";

const t = withTestDatabase();

const placeOf = async (id: string) =>
  (
    await t.db.select({ country: jobs.country, subdivision: jobs.subdivision, placeKind: jobs.placeKind }).from(jobs).where(eq(jobs.id, id))
  )[0];

describe("place backfill", () => {
  it("places each job without a country by its location, once, and leaves the rest for an admin", async () => {
    const denver = await insertJob(t.db, { location: "Denver, CO, United States" });
    const northSea = await insertJob(t.db, { location: "North Sea platform" });
    const several = await insertJob(t.db, { location: "Norway or UK" });
    const unknown = await insertJob(t.db, { location: "Location not specified" });
    // A place already picked is the poster's, not the rule's.
    const picked = await insertJob(t.db, { location: "Perth, WA", country: "GB", subdivision: null });

    expect(await backfillPlaces(t.db)).toBe(3);
    expect(await placeOf(denver.id)).toEqual({ country: "US", subdivision: "US-CO", placeKind: "land" });
    expect(await placeOf(northSea.id)).toEqual({ country: null, subdivision: null, placeKind: "offshore" });
    expect(await placeOf(several.id)).toEqual({ country: null, subdivision: null, placeKind: "multiple" });
    expect(await placeOf(unknown.id)).toEqual({ country: null, subdivision: null, placeKind: "land" });
    expect(await placeOf(picked.id)).toEqual({ country: "GB", subdivision: null, placeKind: "land" });

    // The run is recorded: a second start reads nothing, even the job it could not place.
    const later = await insertJob(t.db, { location: "Calgary, Alberta" });
    expect(await backfillPlaces(t.db)).toBe(0);
    expect(await placeOf(later.id)).toEqual({ country: null, subdivision: null, placeKind: "land" });
    const runs = await t.db.select().from(scheduleRuns).where(eq(scheduleRuns.schedule, PLACE_BACKFILL_RUN.schedule));
    expect(runs.map((r) => r.period)).toEqual([PLACE_BACKFILL_RUN.period]);
  });

  it("pages through more jobs than one batch when run again for a new rule", async () => {
    await t.db.delete(scheduleRuns).where(eq(scheduleRuns.schedule, PLACE_BACKFILL_RUN.schedule));
    await t.db.execute(sql`
      insert into jobs (title, company, location, description, salary_min, salary_max, category, application_url, application_start_date, application_closing_date, expires_at, plan_type)
      select 'Job ' || n, 'Acme', 'Houston, TX', 'Work', 50000, 60000, 'oil-gas', 'https://acme.example/' || n, now(), now() + interval '30 days', now() + interval '30 days', 'starter'
      from generate_series(1, 2100) n`);
    // A new rule version reads every job still without a country again: the 2,100, Calgary, and the offshore
    // and several-country jobs of the first test (which keep their place).
    expect(await backfillPlaces(t.db)).toBe(2103);
    const [left] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`location = 'Houston, TX' and country is null`);
    expect(left!.n).toBe(0);
  });
});
