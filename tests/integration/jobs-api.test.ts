import { beforeAll, describe, expect, it } from "vitest";
import { GET as listJobs } from "@/app/api/jobs/route";
import { GET as featured } from "@/app/api/jobs/featured/route";
import { GET as jobById } from "@/app/api/jobs/[id]/route";
import { GET as stats } from "@/app/api/stats/route";
import { POST as trackClick } from "@/app/api/jobs/[id]/track-click/route";
import { GET as clicks } from "@/app/api/jobs/[id]/clicks/route";
import { GET as missing } from "@/app/api/[...path]/route";
import { jobClicks } from "@/server/db/schema";
import { eq } from "drizzle-orm";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { daysFromNow, insertJob, insertJobs } from "../support/factories";

const t = withTestDatabase();

type Row = { id: string; title: string };
const titles = async (res: Response) => ((await res.json()) as Row[]).map((j) => j.title);
const list = (query = "") => call(listJobs, `/api/jobs${query}`);

describe("GET /api/jobs", () => {
  beforeAll(async () => {
    await insertJobs(
      t.db,
      {
        title: "Rope Access Technician",
        company: "Skerry Offshore Wind",
        location: "Baltic Sea, Poland (offshore)",
        category: "wind-energy",
        salaryMin: 80_000,
        salaryMax: 95_000,
        description: "Blade repair on offshore turbines.",
        createdAt: daysFromNow(-5),
        applicationClosingDate: daysFromNow(3),
      },
      {
        title: "Saturation Diver",
        company: "Northreach Drilling",
        location: "North Sea, United Kingdom",
        category: "oil-gas",
        salaryMin: 200_000,
        salaryMax: 320_000,
        createdAt: daysFromNow(-1),
        applicationClosingDate: daysFromNow(60),
        applyClicks: 9,
      },
      {
        title: "Blast Engineer",
        company: "Pilbara Iron",
        location: "Pilbara, Western Australia",
        category: "mining",
        salaryMin: 130_000,
        salaryMax: 160_000,
        createdAt: daysFromNow(-10),
        applicationClosingDate: daysFromNow(20),
        applyClicks: 4,
        isFeatured: true,
      },
      {
        title: "Station Chef",
        company: "Borealis Polar Logistics",
        location: "Svalbard, Norway",
        category: "logistics",
        salaryMin: 85_000,
        salaryMax: 90_000,
        createdAt: daysFromNow(-3),
        applicationClosingDate: daysFromNow(10),
        displayOrder: 5,
      },
      { title: "Hidden Inactive", isActive: false },
      { title: "Hidden Expired", expiresAt: daysFromNow(-1), applicationClosingDate: daysFromNow(-1) },
    );
  });

  it("lists active, unexpired jobs newest first, display order winning", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Total-Count")).toBe("4");
    expect(await titles(res)).toEqual(["Station Chef", "Saturation Diver", "Rope Access Technician", "Blast Engineer"]);
  });

  it.each([
    ["oldest", ["Blast Engineer", "Rope Access Technician", "Station Chef", "Saturation Diver"]],
    ["popular", ["Saturation Diver", "Blast Engineer", "Station Chef", "Rope Access Technician"]],
    ["closing-soon", ["Rope Access Technician", "Station Chef", "Blast Engineer", "Saturation Diver"]],
    ["closing-latest", ["Saturation Diver", "Blast Engineer", "Station Chef", "Rope Access Technician"]],
    ["salary-high", ["Saturation Diver", "Blast Engineer", "Rope Access Technician", "Station Chef"]],
    ["salary-low", ["Rope Access Technician", "Station Chef", "Blast Engineer", "Saturation Diver"]],
  ])("sorts by %s", async (sortBy, expected) => {
    expect(await titles(await list(`?sortBy=${sortBy}`))).toEqual(expected);
  });

  it("searches full text across title, company, location and description, prefixing the last word", async () => {
    expect(await titles(await list("?search=diver"))).toEqual(["Saturation Diver"]);
    expect(await titles(await list("?search=satur"))).toEqual(["Saturation Diver"]);
    expect(await titles(await list("?search=turbines"))).toEqual(["Rope Access Technician"]);
    expect(await titles(await list("?search=Northreach"))).toEqual(["Saturation Diver"]);
    expect(await titles(await list("?search=svalbard%20chef"))).toEqual(["Station Chef"]);
  });

  it("never fails on hostile search text", async () => {
    for (const text of ["&", "a & | !b", "'; drop table jobs; --", ":*", "(((", "\\", "%_%", "the", "日本語", "🛢️ rig"]) {
      const res = await list(`?search=${encodeURIComponent(text)}`);
      expect(res.status, text).toBe(200);
      await res.json();
    }
  });

  it("filters by location group, free-text location, category and overlapping salary band", async () => {
    expect(await titles(await list("?location=arctic"))).toEqual(["Station Chef"]);
    expect(await titles(await list("?location=offshore&sortBy=oldest"))).toEqual(["Rope Access Technician", "Saturation Diver"]);
    expect(await titles(await list("?location=mining"))).toEqual(["Blast Engineer"]);
    expect(await titles(await list("?location=international&sortBy=oldest"))).toEqual([
      "Blast Engineer",
      "Rope Access Technician",
      "Station Chef",
    ]);
    expect(await titles(await list("?location=poland"))).toEqual(["Rope Access Technician"]);
    expect(await titles(await list("?category=mining"))).toEqual(["Blast Engineer"]);
    expect(await titles(await list("?salaryMin=80000&salaryMax=120000&sortBy=salary-low"))).toEqual([
      "Rope Access Technician",
      "Station Chef",
    ]);
    expect(await titles(await list("?salaryMin=120000&salaryMax=200000&sortBy=salary-low"))).toEqual([
      "Blast Engineer",
      "Saturation Diver",
    ]);
    expect(await titles(await list("?salaryMin=200000"))).toEqual(["Saturation Diver"]);
  });

  it("treats empty values and 'all' as no filter", async () => {
    const res = await list("?search=&location=all&category=all&salaryMin=&sortBy=");
    expect(res.headers.get("X-Total-Count")).toBe("4");
  });

  it("pages with limit and offset while X-Total-Count keeps the full count", async () => {
    const res = await list("?sortBy=oldest&limit=2&offset=1");
    expect(res.headers.get("X-Total-Count")).toBe("4");
    expect(await titles(res)).toEqual(["Rope Access Technician", "Station Chef"]);
  });

  it("fetches by ids, leaving out unknown, inactive and expired ones", async () => {
    const all = (await (await list()).json()) as Row[];
    const hidden = await insertJob(t.db, { title: "Another inactive", isActive: false });
    const ids = [all[0].id, all[1].id, hidden.id, "00000000-0000-4000-8000-000000000000"].join(",");
    expect((await titles(await list(`?ids=${ids}`))).sort()).toEqual([all[0].title, all[1].title].sort());
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await list();
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await call(listJobs, "/api/jobs", { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const other = await call(listJobs, "/api/jobs?sortBy=oldest", { headers: { "if-none-match": etag! } });
    expect(other.status).toBe(200);
  });

  it.each([
    ["?limit=101", "limit must be a whole number from 1 to 100"],
    ["?limit=0", "limit"],
    ["?offset=-1", "offset"],
    ["?sortBy=random", "Unknown sort order"],
    ["?category=fishing", "Unknown category"],
    ["?salaryMin=lots", "salaryMin"],
    ["?ids=not-a-uuid", "Invalid id"],
  ])("rejects %s with a 400 message", async (query, text) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(text);
  });

  it("keeps CRM and import fields out of the public list", async () => {
    const [job] = (await (await list()).json()) as Record<string, unknown>[];
    for (const field of ["contactEmail", "contactName", "outreachNotes", "crmStatus", "linkStatus", "paymentIntentId", "searchVector"]) {
      expect(job).not.toHaveProperty(field);
    }
  });
});

describe("single jobs, featured, stats and clicks", () => {
  it("returns a listed job and 404s unknown, malformed, inactive and expired ids", async () => {
    const job = await insertJob(t.db, { title: "Medic", requirements: "HCPC registration" });
    const res = await call(jobById, `/api/jobs/${job.id}`, { params: { id: job.id } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ title: "Medic", requirements: "HCPC registration" });

    const inactive = await insertJob(t.db, { isActive: false });
    const expired = await insertJob(t.db, { expiresAt: daysFromNow(-2) });
    for (const id of [inactive.id, expired.id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const miss = await call(jobById, `/api/jobs/${id}`, { params: { id } });
      expect(miss.status).toBe(404);
      expect(await miss.json()).toEqual({ message: "Job not found", code: "not_found" });
    }
  });

  it("lists at most three featured jobs", async () => {
    await insertJobs(t.db, ...Array.from({ length: 4 }, () => ({ isFeatured: true })), { isFeatured: true, isActive: false });
    const jobs = (await (await call(featured, "/api/jobs/featured")).json()) as { isFeatured: boolean }[];
    expect(jobs).toHaveLength(3);
    expect(jobs.every((j) => j.isFeatured)).toBe(true);
  });

  it("reports stats over listed jobs", async () => {
    const body = (await (await call(stats, "/api/stats")).json()) as Record<string, number>;
    expect(body.activeJobs).toBeGreaterThan(4);
    expect(body.avgSalary).toBeGreaterThan(80_000);
    expect(body.companies).toBeGreaterThan(3);
    // United Kingdom, Poland, Western Australia, Norway
    expect(body.countries).toBeGreaterThanOrEqual(4);
  });

  it("records apply clicks with UTM tags and hashed IPs, and counts them", async () => {
    const job = await insertJob(t.db);
    const click = (body: unknown) =>
      call(trackClick, `/api/jobs/${job.id}/track-click`, {
        body,
        params: { id: job.id },
        headers: { "x-forwarded-for": "203.0.113.7", "user-agent": "TestAgent" },
      });
    expect((await click({ utm_source: "linkedin", utm_campaign: "winter" })).status).toBe(201);
    expect((await click({ clickType: "view" })).status).toBe(201);
    const count = await call(clicks, `/api/jobs/${job.id}/clicks`, { params: { id: job.id } });
    expect(await count.json()).toEqual({ clickCount: 1 });

    const rows = await t.db.select().from(jobClicks).where(eq(jobClicks.jobId, job.id));
    expect(rows.map((r) => r.clickType).sort()).toEqual(["apply", "view"]);
    const apply = rows.find((r) => r.clickType === "apply")!;
    expect(apply).toMatchObject({ utmSource: "linkedin", utmCampaign: "winter", userAgent: "TestAgent" });
    expect(apply.ipHash).toBeTruthy();
    expect(apply.ipHash).not.toContain("203.0.113.7");
  });

  it("rejects bad clicks with 400 and unknown jobs with 404", async () => {
    const job = await insertJob(t.db);
    const bad = await call(trackClick, "/x", { body: { clickType: "hover" }, params: { id: job.id } });
    expect(bad.status).toBe(400);
    const malformed = await call(trackClick, "/x", { rawBody: "{oops", method: "POST", params: { id: job.id } });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Malformed JSON body", code: "malformed_json" });
    const id = "00000000-0000-4000-8000-000000000000";
    expect((await call(trackClick, "/x", { body: {}, params: { id } })).status).toBe(404);
    expect((await call(clicks, "/x", { params: { id } })).status).toBe(404);
  });
});

describe("unknown API paths", () => {
  it("answer a JSON 404", async () => {
    const res = await call(missing, "/api/nope", { params: { path: ["nope"] } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "No such API endpoint", code: "not_found" });
  });
});
