// Pay in its unit, compared by a year's worth: search's salary filters and sorts, the alerts' floor and
// the CSV import, on a real database.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { newMatchingJobs } from "@/server/saved-searches/scheduled-sends";
import { savedSearchFiltersSchema } from "@/lib/schemas/saved-searches";
import { jobs } from "@/server/db/schema";
import { importJobsCsv } from "@/server/imports/import-jobs-csv";
import { searchJobs } from "@/server/jobs/search-jobs";
import { editEmployerJob } from "@/server/jobs/employer-jobs";
import { updateJob } from "@/server/jobs/admin-jobs";
import { employerJobEditSchema } from "@/lib/schemas/employer-jobs";
import { jobSearchSchema } from "@/lib/schemas/job-search";
import { jobDraft } from "../support/job-drafts";
import { signUp } from "../support/accounts";
import { withTestDatabase } from "../support/test-db";
import { insertJob } from "../support/factories";

const t = withTestDatabase();
const HOUR = 60 * 60 * 1000;

async function board() {
  const past = new Date(Date.now() - HOUR);
  const at = { createdAt: past, applicationStartDate: past };
  // £650/day: 182 days on 28/28 is £118,300 a year; 220 days with no rotation is £143,000.
  await insertJob(t.db, { title: "Rotational day rate", salaryMin: 650, salaryMax: 650, salaryUnit: "day", rotation: "28-28", ...at });
  await insertJob(t.db, { title: "Standard day rate", salaryMin: 650, salaryMax: 650, salaryUnit: "day", ...at });
  await insertJob(t.db, { title: "Yearly 130K", salaryMin: 130_000, salaryMax: 130_000, ...at });
  await insertJob(t.db, { title: "Yearly 100K", salaryMin: 100_000, salaryMax: 100_000, ...at });
}

const titles = async (query: Record<string, string>) => (await searchJobs(t.db, jobSearchSchema.parse(query))).jobs.map((job) => job.title);

describe("pay compared as a year's worth", () => {
  it("stores the day figure and derives the yearly one by the rotation rule", async () => {
    await board();
    const [rotational] = await t.db.select().from(jobs).where(eq(jobs.title, "Rotational day rate"));
    expect(rotational).toMatchObject({ salaryMin: 650, salaryUnit: "day", annualSalaryMin: 118_300, annualSalaryMax: 118_300 });
    const [standard] = await t.db.select().from(jobs).where(eq(jobs.title, "Standard day rate"));
    expect(standard).toMatchObject({ annualSalaryMin: 143_000 });
  });

  it("sorts by it, highest and lowest first", async () => {
    expect(await titles({ sortBy: "salary-high" })).toEqual(["Standard day rate", "Yearly 130K", "Rotational day rate", "Yearly 100K"]);
    expect(await titles({ sortBy: "salary-low" })).toEqual(["Yearly 100K", "Rotational day rate", "Yearly 130K", "Standard day rate"]);
  });

  it("pages the sort by cursor over it without skipping or repeating a job", async () => {
    const first = await searchJobs(t.db, jobSearchSchema.parse({ sortBy: "salary-high", limit: "2" }));
    const rest = await searchJobs(t.db, jobSearchSchema.parse({ sortBy: "salary-high", limit: "2", cursor: first.nextCursor! }));
    expect([...first.jobs, ...rest.jobs].map((job) => job.title)).toEqual(await titles({ sortBy: "salary-high" }));
  });

  it("filters salary bands by it", async () => {
    expect((await titles({ salaryMin: "110000", salaryMax: "120000" })).sort()).toEqual(["Rotational day rate"]);
    expect((await titles({ salaryMin: "140000" })).sort()).toEqual(["Standard day rate"]);
    // A day rate's own figure (650) would match a band of pounds a year only by mistake.
    expect(await titles({ salaryMax: "1000" })).toEqual([]);
  });

  it("meets a saved search's yearly minimum by it", async () => {
    const since = new Date(Date.now() - 2 * HOUR).toISOString();
    const filters = savedSearchFiltersSchema.parse({ salaryMin: "120000" });
    const found = (await newMatchingJobs(t.db, filters, since, new Date())).map((job) => job.title).sort();
    expect(found).toEqual(["Standard day rate", "Yearly 130K"]);
  });
});

describe("the CSV import", () => {
  it("keeps a day rate and its unit, and annualises only week, month and hour rates", async () => {
    const csv = [
      "job_title,company_name,location,salary,category,rotation,link_status,application_url",
      "Import Day Rate,Import Co,North Sea,£600-£700 per day,oil & gas,28/28,OK,https://import.example/1",
      `Import Monthly,Import Co,North Sea,"£10,000 per month",oil & gas,,OK,https://import.example/2`,
    ].join("\n");
    const result = await importJobsCsv(t.db, csv, { skipWarnings: false });
    expect(result.errors).toEqual([]);
    const [day] = await t.db.select().from(jobs).where(eq(jobs.title, "Import Day Rate"));
    expect(day).toMatchObject({ salaryMin: 600, salaryMax: 700, salaryUnit: "day", rotation: "28-28", annualSalaryMin: 109_200 });
    const [monthly] = await t.db.select().from(jobs).where(eq(jobs.title, "Import Monthly"));
    expect(monthly).toMatchObject({ salaryMin: 120_000, salaryMax: 120_000, salaryUnit: "year" });
  });

  it("turns a re-imported yearly row into a day rate in place", async () => {
    const header = "job_title,company_name,location,salary,category,link_status,application_url";
    await importJobsCsv(t.db, `${header}\nSwitch Unit,Import Co,North Sea,£95k,oil & gas,OK,https://import.example/3`, {
      skipWarnings: false,
    });
    await importJobsCsv(t.db, `${header}\nSwitch Unit,Import Co,North Sea,£700/day,oil & gas,OK,https://import.example/3`, {
      skipWarnings: false,
    });
    const rows = await t.db.select().from(jobs).where(eq(jobs.title, "Switch Unit"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ salaryMin: 700, salaryMax: 700, salaryUnit: "day", annualSalaryMax: 154_000 });
  });
});

describe("editing a job's pay", () => {
  const edit = (overrides: Record<string, unknown>) => {
    const {
      planType: _plan,
      isFeatured: _featured,
      applicationStartDate: _start,
      applicationClosingDate: _closing,
      terms: _terms,
      ...fields
    } = jobDraft(overrides);
    return employerJobEditSchema.parse(fields);
  };

  it("an employer's edit that names no unit keeps the job's own, held to its limit", async () => {
    const me = await signUp();
    const job = await insertJob(t.db, { employerId: me.id, salaryMin: 650, salaryMax: 650, salaryUnit: "day" });
    await editEmployerJob(t.db, me.id, job.id, edit({ salaryMin: 700, salaryMax: 750 }));
    const [kept] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(kept).toMatchObject({ salaryMin: 700, salaryMax: 750, salaryUnit: "day" });
    await expect(editEmployerJob(t.db, me.id, job.id, edit({ salaryMin: 95_000, salaryMax: 120_000 }))).rejects.toMatchObject({
      status: 400,
      message: "A day rate above £5,000 is too high",
    });
    await editEmployerJob(t.db, me.id, job.id, edit({ salaryMin: 95_000, salaryMax: 120_000, salaryUnit: "year" }));
    const [yearly] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(yearly).toMatchObject({ salaryMin: 95_000, salaryUnit: "year", annualSalaryMin: 95_000 });
  });

  it("an admin may switch the unit, within the new unit's limit", async () => {
    const admin = await signUp();
    const job = await insertJob(t.db, { salaryMin: 95_000, salaryMax: 120_000 });
    await expect(updateJob(t.db, job.id, { salaryUnit: "day" }, admin.id)).rejects.toMatchObject({ status: 400 });
    const switched = await updateJob(t.db, job.id, { salaryUnit: "day", salaryMin: 600, salaryMax: 700 }, admin.id);
    expect(switched).toMatchObject({ salaryMin: 600, salaryMax: 700, salaryUnit: "day", annualSalaryMax: 154_000 });
  });
});
