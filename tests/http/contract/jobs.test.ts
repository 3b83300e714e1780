// The public job reads over real HTTP (spec section 7): search, featured, one job and its page, the
// board's figures, and apply/view click tracking.
import { beforeAll, describe, expect, it } from "vitest";
import { annualPay, type SalaryUnit } from "@/lib/pay";
import { expectMessage, http } from "../support/client";
import { clientAddress, httpFrom } from "../support/client-address";

type Card = {
  id: string;
  title: string;
  company: string;
  location: string;
  category: string;
  salaryMin: number;
  salaryMax: number;
  salaryUnit: SalaryUnit;
  rotation: string | null;
  isFeatured: boolean;
  clickCount: number;
};

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
let listed: Card[] = [];

beforeAll(async () => {
  const answer = await http("/api/jobs?limit=100");
  expect(answer.status).toBe(200);
  listed = answer.json() as Card[];
  // The demo data the quick start seeds.
  expect(listed.length).toBeGreaterThan(3);
});

describe("GET /api/jobs", () => {
  it("answers 200 with job cards, the total in X-Total-Count and a weak ETag", async () => {
    const answer = await http("/api/jobs?limit=2");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    const jobs = answer.json() as Card[];
    expect(jobs).toHaveLength(2);
    expect(Object.keys(jobs[0])).toEqual(
      expect.arrayContaining([
        "id",
        "title",
        "company",
        "location",
        "salaryMin",
        "salaryMax",
        "category",
        "dangerLevel",
        "applicationUrl",
        "isFeatured",
        "expiresAt",
      ]),
    );
    expect(Number(answer.headers.get("x-total-count"))).toBeGreaterThanOrEqual(listed.length);
    expect(answer.headers.get("etag")).toMatch(/^W\/"/);
  });

  it("answers 304 without a body when the client holds the current list", async () => {
    const first = await http("/api/jobs?limit=5");
    const again = await http("/api/jobs?limit=5", { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
  });

  it("filters by salary range, category, search text and ids, and treats '' and 'all' as no filter", async () => {
    const band = (await http("/api/jobs?salaryMin=120000&salaryMax=200000&limit=100")).json() as Card[];
    expect(band.length).toBeGreaterThan(0);
    // Day rates are compared as a year's worth, by the rotation rule.
    const yearly = (job: Card, amount: number) => annualPay(amount, job.salaryUnit, job.rotation);
    for (const job of band) expect(yearly(job, job.salaryMax) >= 120_000 && yearly(job, job.salaryMin) <= 200_000).toBe(true);

    const category = listed[0].category;
    const inCategory = (await http(`/api/jobs?category=${category}&limit=100`)).json() as Card[];
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.every((j) => j.category === category)).toBe(true);

    const word = listed[0].title.split(" ")[0];
    const found = (await http(`/api/jobs?search=${encodeURIComponent(word)}&limit=100`)).json() as Card[];
    expect(found.map((j) => j.id)).toContain(listed[0].id);

    const two = (await http(`/api/jobs?ids=${listed[1].id},${listed[2].id}`)).json() as Card[];
    expect(two.map((j) => j.id).sort()).toEqual([listed[1].id, listed[2].id].sort());

    const unfiltered = await http("/api/jobs?category=all&location=&search=&limit=100");
    expect((unfiltered.json() as Card[]).length).toBe(listed.length);
  });

  it("sorts by salary when asked", async () => {
    const high = (await http("/api/jobs?sortBy=salary-high&limit=100")).json() as Card[];
    const maxima = high.map((j) => annualPay(j.salaryMax, j.salaryUnit, j.rotation));
    expect(maxima).toEqual([...maxima].sort((a, b) => b - a));
  });

  it("pages by cursor: X-Next-Cursor continues the same order, the last page sends none", async () => {
    const size = Math.ceil(listed.length / 3);
    const seen: string[] = [];
    let query = `sortBy=closing-soon&limit=${size}`;
    for (let page = 0; page < 10; page++) {
      const answer = await http(`/api/jobs?${query}`);
      expect(answer.status).toBe(200);
      seen.push(...(answer.json() as Card[]).map((j) => j.id));
      const next = answer.headers.get("x-next-cursor");
      if (!next) break;
      expect(next).toMatch(/^[A-Za-z0-9_-]+$/);
      query = `sortBy=closing-soon&limit=${size}&cursor=${next}`;
    }
    const whole = (await http("/api/jobs?sortBy=closing-soon&limit=100")).json() as Card[];
    expect(seen).toEqual(whole.map((j) => j.id));
    expect((await http(`/api/jobs?limit=100`)).headers.get("x-next-cursor")).toBeNull();
  });

  it("answers 400 for a cursor of another sort order, a cursor with offset, and a forged cursor", async () => {
    const cursor = (await http("/api/jobs?limit=1")).headers.get("x-next-cursor")!;
    expectMessage(await http(`/api/jobs?limit=1&sortBy=oldest&cursor=${cursor}`), 400, "cursor belongs to another sort order");
    expectMessage(await http(`/api/jobs?limit=1&offset=0&cursor=${cursor}`), 400, "Send cursor or offset, not both");
    const forged = Buffer.from(JSON.stringify(["newest", "0", "not a time", UNKNOWN_ID])).toString("base64url");
    expectMessage(await http(`/api/jobs?cursor=${forged}`), 400, "cursor is not valid");
    expectMessage(await http(`/api/jobs?cursor=${encodeURIComponent("a+b/c=")}`), 400, "cursor is not valid");
  });

  it.each([
    ["an unknown sort", "sortBy=cheapest", "Unknown sort order"],
    ["an unknown category", "category=astronaut", "Unknown category"],
    ["a salary that is not a number", "salaryMin=lots", /salaryMin/],
    ["a limit of 0", "limit=0", /^limit must be a whole number from 1 to/],
    ["a negative offset", "offset=-1", "offset must be a whole number of at least 0"],
    ["an id that is not one", "ids=123", "Invalid id"],
    ["a search over 200 characters", `search=${"a".repeat(201)}`, "Search is at most 200 characters"],
  ])("answers 400 for %s", async (_name, query, message) => {
    expectMessage(await http(`/api/jobs?${query}`), 400, message);
  });
});

describe("GET /api/jobs/featured", () => {
  it("answers 200 with at most three featured jobs", async () => {
    const answer = await http("/api/jobs/featured");
    expect(answer.status).toBe(200);
    const jobs = answer.json() as Card[];
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.length).toBeLessThanOrEqual(3);
    expect(jobs.every((j) => j.isFeatured)).toBe(true);
  });
});

describe("GET /api/jobs/{id}", () => {
  it("answers 200 with the whole job", async () => {
    const answer = await http(`/api/jobs/${listed[0].id}`);
    expect(answer.status).toBe(200);
    const job = answer.json() as Record<string, unknown>;
    expect(job).toMatchObject({ id: listed[0].id, title: listed[0].title, company: listed[0].company, isActive: true });
    expect(Object.keys(job)).toEqual(
      expect.arrayContaining([
        "description",
        "requirements",
        "benefits",
        "applicationStartDate",
        "applicationClosingDate",
        "companyWebsite",
      ]),
    );
  });

  it("answers 404 'Job not found' for an unknown id and for one that is not an id", async () => {
    expectMessage(await http(`/api/jobs/${UNKNOWN_ID}`), 404, "Job not found");
    expectMessage(await http("/api/jobs/12345"), 404, "Job not found");
  });
});

describe("the job page /job/{id}", () => {
  it("renders a listed job, and answers 404 for an unknown one", async () => {
    const page = await http(`/job/${listed[0].id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.text).toContain(listed[0].company);
    expect((await http(`/job/${UNKNOWN_ID}`)).status).toBe(404);
  });

  it("renders every listed job's page (none may answer 500, whatever its stored addresses)", async () => {
    const statuses = new Map<string, number>();
    for (const job of listed) statuses.set(job.id, (await http(`/job/${job.id}`)).status);
    expect([...statuses].filter(([, status]) => status !== 200)).toEqual([]);
  });
});

describe("GET /api/stats", () => {
  it("answers 200 with the average salary, active jobs, companies and countries", async () => {
    const answer = await http("/api/stats");
    expect(answer.status).toBe(200);
    const stats = answer.json() as Record<string, number>;
    expect(Object.keys(stats).sort()).toEqual(["activeJobs", "avgSalary", "companies", "countries"]);
    expect(stats.activeJobs).toBeGreaterThanOrEqual(listed.length);
    expect(stats.avgSalary).toBeGreaterThan(0);
    expect(stats.companies).toBeGreaterThan(0);
    expect(stats.countries).toBeGreaterThan(0);
  });
});

describe("click tracking", () => {
  it("POST /api/jobs/{id}/track-click counts an apply click once per visitor, and a view not at all", async () => {
    // A visitor of its own, so the once-per-visitor rule starts fresh whatever else clicked this job.
    const visitor = clientAddress("jobs-clicker");
    const job = listed[1];
    const before = (await http(`/api/jobs/${job.id}/clicks`)).json() as { clickCount: number };
    const apply = await httpFrom(visitor, `/api/jobs/${job.id}/track-click`, {
      body: { clickType: "apply", utm_source: "newsletter", utm_campaign: "winter" },
    });
    expect(apply.status).toBe(201);
    expect(apply.json()).toEqual({ clickCount: before.clickCount + 1 });
    expect((await httpFrom(visitor, `/api/jobs/${job.id}/track-click`, { body: {} })).json()).toEqual({
      clickCount: before.clickCount + 1,
    });
    const view = await httpFrom(visitor, `/api/jobs/${job.id}/track-click`, { body: { clickType: "view" } });
    expect(view.status).toBe(201);
    expect(view.json()).toEqual({ clickCount: before.clickCount + 1 });

    const after = await http(`/api/jobs/${job.id}/clicks`);
    expect(after.status).toBe(200);
    expect(after.json()).toEqual({ clickCount: before.clickCount + 1 });
  });

  it("POST /api/jobs/{id}/track-click answers 400 for an unknown click type and 404 for an unknown job", async () => {
    expectMessage(
      await http(`/api/jobs/${listed[0].id}/track-click`, { body: { clickType: "share" } }),
      400,
      "clickType must be 'apply' or 'view'",
    );
    expectMessage(await http(`/api/jobs/${UNKNOWN_ID}/track-click`, { body: { clickType: "view" } }), 404, "Job not found");
    expectMessage(await http("/api/jobs/not-an-id/track-click", { body: {} }), 404, "Job not found");
  });

  it("GET /api/jobs/{id}/clicks answers 404 for an unknown job", async () => {
    expectMessage(await http(`/api/jobs/${UNKNOWN_ID}/clicks`), 404, "Job not found");
    expectMessage(await http("/api/jobs/not-an-id/clicks"), 404, "Job not found");
  });
});

describe("a poll after a write", () => {
  it("no longer lists a job hidden a moment ago, though the same query was just answered from the cache", async () => {
    const query = "/api/jobs?limit=100&sortBy=oldest";
    const before = await http(query);
    const etag = before.headers.get("etag")!;
    // Polled as the deck polls: the answer is now kept (in Next's cache and, for a moment, in the process).
    expect((await http(query, { headers: { "if-none-match": etag } })).status).toBe(304);
    const [job] = before.json() as Card[];
    expect(
      (await http(`/api/admin/jobs/${job.id}`, { method: "PATCH", body: { isActive: false, takedownReason: "Closed early" }, as: "admin" }))
        .status,
    ).toBe(200);
    try {
      const after = await http(query, { headers: { "if-none-match": etag } });
      expect(after.status).toBe(200);
      expect(after.headers.get("etag")).not.toBe(etag);
      expect((after.json() as Card[]).map((j) => j.id)).not.toContain(job.id);
    } finally {
      expect((await http(`/api/admin/jobs/${job.id}`, { method: "PATCH", body: { isActive: true }, as: "admin" })).status).toBe(200);
    }
    expect((await http(query)).json()).toEqual(before.json());
  });
});
