// The job search past the demo board's size: totals capped at TOTAL_COUNT_CAP, or FILTERED_COUNT_CAP for a
// search or a filter (docs/decisions/083, 096), with real rows, and the region groups the database keeps for
// each job (jobs.location_groups).
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { GET as listJobs } from "@/app/api/jobs/route";
import { jobs } from "@/server/db/schema";
import { searchJobs } from "@/server/jobs/search-jobs";
import { jobSearchSchema } from "@/lib/schemas/job-search";
import { FILTERED_COUNT_CAP, TOTAL_COUNT_CAP } from "@/lib/job-list-limits";
import { inLocationGroup, LOCATION_GROUPS } from "@/lib/location-groups";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { insertJobs } from "../support/factories";

const t = withTestDatabase();

const search = (params: Record<string, string> = {}) => searchJobs(t.db, jobSearchSchema.parse(params));

describe("job totals past the cap", () => {
  it("counts up to 10,000 listed jobs exactly, and says when more match", async () => {
    // Rows made in SQL: ten thousand inserts through the ORM would take the test most of a minute.
    await t.db.execute(sql`
      insert into jobs (title, company, location, salary_min, salary_max, category, application_url,
        application_closing_date, expires_at, plan_type, is_active)
      select 'Bulk job ' || i, 'Bulk Co', 'Svalbard, Norway', 90000, 110000,
        case when i <= 3 then 'mining' else 'oil-gas' end, 'https://careers.example/bulk/' || i,
        now() + interval '30 days', now() + interval '30 days', 'starter', i <= ${TOTAL_COUNT_CAP + 1}
      from generate_series(1, ${TOTAL_COUNT_CAP + 50}) as i`);

    // 10,001 listed (49 inactive do not count): one past the cap.
    expect(await search()).toMatchObject({ total: TOTAL_COUNT_CAP, totalCapped: true });
    const capped = await call(listJobs, "/api/jobs?limit=5");
    expect(capped.headers.get("X-Total-Count")).toBe("10000");
    expect(capped.headers.get("X-Total-Count-Capped")).toBe("true");
    expect(await capped.json()).toHaveLength(5);

    // A filter that matches few is counted exactly.
    expect(await search({ category: "mining" })).toMatchObject({ total: 3, totalCapped: false });
    // A search or a filter that matches many stops sooner: the count reads listed jobs until that many match.
    const manyMatch: Record<string, string>[] = [
      { search: "bulk" },
      { category: "oil-gas" },
      { location: "arctic" },
      { salaryMin: "100000" },
    ];
    for (const filter of manyMatch) {
      expect({ filter, ...(await search(filter)) }).toMatchObject({ filter, total: FILTERED_COUNT_CAP, totalCapped: true });
    }
    expect(await search({ search: "bulk", category: "mining" })).toMatchObject({ total: 3, totalCapped: false });
    const filtered = await call(listJobs, "/api/jobs?limit=5&category=oil-gas");
    expect(filtered.headers.get("X-Total-Count")).toBe(String(FILTERED_COUNT_CAP));
    expect(filtered.headers.get("X-Total-Count-Capped")).toBe("true");

    // Exactly at the cap is not past it.
    await t.db.update(jobs).set({ isActive: false }).where(eq(jobs.applicationUrl, "https://careers.example/bulk/1"));
    expect(await search()).toMatchObject({ total: TOTAL_COUNT_CAP, totalCapped: false });
    const exact = await call(listJobs, "/api/jobs?limit=5");
    expect(exact.headers.get("X-Total-Count")).toBe("10000");
    expect(exact.headers.get("X-Total-Count-Capped")).toBeNull();
  });
});

describe("region groups kept by the database", () => {
  const places = [
    "North Sea, United Kingdom (offshore rig)",
    "Gulf of Mexico, United States (offshore platform)",
    "Atacama Desert, Chile (copper mine)",
    "North Slope, Alaska, United States",
    "Rothera Research Station, Antarctica",
    "Aberdeen, Scotland, UK",
    "Brigham City, Utah, United States",
    "Kalgoorlie  Goldfields, Western Australia",
  ];

  it("agree with lib/location-groups.ts for every group, and are what the region filter reads", async () => {
    const rows = await insertJobs(t.db, ...places.map((location) => ({ location, company: "Region test" })));
    const stored = await t.db
      .select({ location: jobs.location, groups: jobs.locationGroups })
      .from(jobs)
      .where(eq(jobs.company, "Region test"));
    expect(stored).toHaveLength(rows.length);
    for (const { location, groups } of stored) {
      expect([...groups].sort(), location).toEqual(LOCATION_GROUPS.filter((g) => inLocationGroup(location, g)).sort());
    }
    // An edit moves the job between groups.
    await t.db.update(jobs).set({ location: "Nuuk, Greenland" }).where(eq(jobs.id, rows[5].id));
    const [moved] = await t.db.select({ groups: jobs.locationGroups }).from(jobs).where(eq(jobs.id, rows[5].id));
    expect(moved.groups.sort()).toEqual(["arctic", "international"]);
  });
});
