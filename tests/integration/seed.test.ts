import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { employers, jobClicks, jobs } from "@/server/db/schema";
import { seedDemoIfEmpty } from "@/server/db/seed/seed-demo";
import { CATEGORIES } from "@/lib/categories";
import { LOCATION_GROUPS } from "@/lib/location-groups";
import { jobSearchSchema } from "@/lib/schemas/job-search";
import { searchJobs } from "@/server/jobs/search-jobs";
import { withTestDatabase } from "../support/test-db";

const t = withTestDatabase();

describe("demo data", () => {
  it("seeds an empty board once, covering what the filters need", async () => {
    expect(await seedDemoIfEmpty(t.db)).toBe(true);
    expect(await seedDemoIfEmpty(t.db)).toBe(false);

    const all = await t.db.select().from(jobs);
    expect(all.length).toBeGreaterThanOrEqual(55);
    expect(new Set(all.map((j) => j.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(all.map((j) => j.dangerLevel))).toEqual(new Set(["low", "medium", "high", "extreme"]));
    expect(new Set(all.map((j) => j.contractType)).size).toBe(5);
    const yearly = all.filter((j) => j.salaryUnit === "year");
    expect(Math.min(...yearly.map((j) => j.salaryMin))).toBe(80_000);
    expect(Math.max(...yearly.map((j) => j.salaryMax))).toBe(320_000);
    // Drilling and diving quote day rates: a few demo jobs do, on the rotation they are worked.
    const dayRates = all.filter((j) => j.salaryUnit === "day");
    expect(dayRates.length).toBeGreaterThanOrEqual(3);
    expect(dayRates).toContainEqual(
      expect.objectContaining({ salaryMin: 650, salaryMax: 650, rotation: "28-28", annualSalaryMin: 118_300 }),
    );
    expect(all.some((j) => !j.isActive)).toBe(true);
    expect(all.some((j) => j.expiresAt < new Date())).toBe(true);
    expect(all.filter((j) => j.isFeatured && j.isActive).length).toBeGreaterThanOrEqual(3);
    expect(all.every((j) => !j.isFeatured || j.planType === "premium")).toBe(true);

    const leads = await t.db.select().from(employers);
    expect(leads.length).toBe(15);
    expect(new Set(leads.map((l) => l.source))).toEqual(new Set(["seed", "paid", "organic"]));
    expect(new Set(leads.map((l) => l.contactQuality)).size).toBe(5);
    expect(await t.db.$count(jobClicks)).toBe(all.reduce((sum, j) => sum + j.applyClicks, 0));
    expect(await t.db.$count(jobs, sql`${jobs.employerProfileId} is not null`)).toBeGreaterThan(0);
  });

  it("gives every location group and salary band some listed jobs", async () => {
    for (const location of LOCATION_GROUPS) {
      const { total } = await searchJobs(t.db, jobSearchSchema.parse({ location }));
      expect(total, location).toBeGreaterThan(0);
    }
    for (const [salaryMin, salaryMax] of [
      ["80000", "120000"],
      ["120000", "200000"],
      ["200000", undefined],
    ]) {
      const { total } = await searchJobs(t.db, jobSearchSchema.parse({ salaryMin, salaryMax }));
      expect(total).toBeGreaterThan(0);
    }
    const closingSoon = await searchJobs(t.db, jobSearchSchema.parse({ sortBy: "closing-soon", limit: "3" }));
    const firstCloses = closingSoon.jobs[0].applicationClosingDate.getTime() - Date.now();
    expect(firstCloses).toBeLessThan(24 * 60 * 60 * 1000);
  });
});
