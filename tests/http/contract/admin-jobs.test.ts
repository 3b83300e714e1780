// Job management over real HTTP (admin only): the list, edits, deletion, ordering, the link fix and the
// CSV import. The jobs changed here are ones this file imports, so the demo jobs other files read stay.
import { beforeAll, describe, expect, it } from "vitest";
import { expectMessage, http, type Role } from "../support/client";
import { importJobsCsv as upload, JOB_CSV_HEADER as HEADER } from "../support/job-import";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const run = Date.now().toString(36);

type AdminJob = {
  id: string;
  title: string;
  applicationUrl: string;
  isActive: boolean;
  isFeatured: boolean;
  category: string;
  customCategory: string | null;
  displayOrder: number;
};

async function adminJobs(): Promise<AdminJob[]> {
  const answer = await http("/api/admin/jobs?limit=1000", { as: "admin" });
  expect(answer.status).toBe(200);
  return answer.json() as AdminJob[];
}

const byLink = async (url: string) => (await adminJobs()).find((j) => j.applicationUrl === url)!;
const patch = (id: string, body: unknown, as: Role = "admin") => http(`/api/admin/jobs/${id}`, { method: "PATCH", body, as });

let imported: AdminJob[] = [];

beforeAll(async () => {
  const csv = [
    HEADER,
    `Saturation Diver ${run},Deepline Subsea,"North Sea, United Kingdom","£250,000 - £300,000",Oil & Gas,Bell runs to 200m,OK,https://deepline.example/${run}/1`,
    `Crane Operator ${run},Skerry Wind,"Baltic Sea, Poland",£90k,construction,Lifts offshore,OK,https://skerry.example/${run}/2`,
    `Ice Pilot ${run},Polar Lines,"Svalbard, Norway",£120k,maritime,Ice navigation,OK,https://polar.example/${run}/3`,
    `Ghost Job ${run},Gone Ltd,Nowhere,120000,mining,,BAD,https://gone.example/${run}/4`,
    `Warned ${run},Warned Co,Somewhere,£95k,mining,,WARN,https://warned.example/${run}/5`,
    `No Link ${run},Linkless,Somewhere,120000,mining,,OK,`,
  ].join("\n");
  const answer = await upload(csv, { skipWarnings: true });
  expect(answer.status, answer.text).toBe(200);
  const body = answer.json() as { result: Record<string, number>; errors: { row: number; error: string }[] };
  expect(body.result).toEqual({ totalRows: 6, imported: 3, created: 3, updated: 0, skipped: 2, errorCount: 1 });
  expect(body.errors).toEqual([expect.objectContaining({ row: 7, error: expect.any(String) })]);
  const all = await adminJobs();
  imported = ["deepline", "skerry", "polar"].map((site, i) =>
    all.find((j) => j.applicationUrl === `https://${site}.example/${run}/${i + 1}`)!,
  );
  expect(imported.every(Boolean)).toBe(true);
});

describe("GET /api/admin/jobs", () => {
  it("answers 200 with every job, the total in X-Total-Count, uncached", async () => {
    const answer = await http("/api/admin/jobs?limit=2", { as: "admin" });
    expect(answer.status).toBe(200);
    expect(answer.json()).toHaveLength(2);
    expect(Number(answer.headers.get("x-total-count"))).toBeGreaterThanOrEqual(imported.length);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(Object.keys((answer.json() as object[])[0])).toEqual(
      expect.arrayContaining(["id", "title", "isActive", "isFeatured", "expired", "displayOrder"]),
    );
  });

  it("answers 400 for a limit out of range", async () => {
    expectMessage(await http("/api/admin/jobs?limit=0", { as: "admin" }), 400);
  });
});

describe("GET /api/admin/jobs/counts", () => {
  it("answers 200 with the dashboard's four figures, uncached", async () => {
    const answer = await http("/api/admin/jobs/counts", { as: "admin" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const counts = answer.json() as Record<string, number>;
    expect(Object.keys(counts).sort()).toEqual(["active", "expired", "featured", "total"]);
    expect(counts.total).toBeGreaterThanOrEqual(imported.length);
  });
});

describe("PATCH /api/admin/jobs/{id}", () => {
  it("changes allowlisted fields and answers 200 with the job", async () => {
    const answer = await patch(imported[0].id, {
      title: `Senior Saturation Diver ${run}`,
      isFeatured: true,
      salaryMin: 250_000,
      salaryMax: 300_000,
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({
      id: imported[0].id,
      title: `Senior Saturation Diver ${run}`,
      isFeatured: true,
      salaryMin: 250_000,
    });
    expect((await http(`/api/jobs/${imported[0].id}`)).json()).toMatchObject({ title: `Senior Saturation Diver ${run}` });
  });

  it.each([
    ["a field that cannot be changed", { displayOrder: 5 }, "This field cannot be changed: displayOrder"],
    ["nothing", {}, "Nothing to update"],
    ["a minimum above the maximum", { salaryMin: 400_000, salaryMax: 100_000 }, "salaryMin must not be more than salaryMax"],
    ["an application link that is not http(s)", { applicationUrl: "javascript:alert(1)" }, /Application URL/],
    ["a date far in the future", { expiresAt: "9999-12-31" }, "Date is too far in the future"],
    // The far edge of JavaScript's dates reached Postgres and answered 500.
    ["the smallest date JavaScript has", { applicationClosingDate: -8_640_000_000_000_000 }, /Date|Invalid/],
    ["the largest date JavaScript has", { applicationClosingDate: 8_640_000_000_000_000 }, /Date|Invalid/],
  ])("answers 400 for %s", async (_name, body, message) => {
    expectMessage(await patch(imported[1].id, body), 400, message);
  });

  it("answers 400 for a body that is not JSON", async () => {
    expectMessage(
      await http(`/api/admin/jobs/${imported[1].id}`, {
        method: "PATCH",
        rawBody: "{",
        headers: { "content-type": "application/json" },
        as: "admin",
      }),
      400,
      "Malformed JSON body",
    );
  });

  it("answers 404 for an unknown job or an id that is not one", async () => {
    expectMessage(await patch(UNKNOWN_ID, { isActive: false, takedownReason: "Gone" }), 404, "Job not found");
    expectMessage(await patch("not-an-id", { isActive: false, takedownReason: "Gone" }), 404, "Job not found");
  });

  // An imported row without a category was stored as 'other' with no name, and every later
  // PATCH of it, even the dashboard's featured switch, answered 400.
  it("keeps a CSV row without a category editable: {isFeatured: true} answers 200", async () => {
    const link = `https://ropes.example/${run}/uncategorised`;
    const answer = await upload(["job_title,salary,application_url", `Rope Access Tech ${run},£70k,${link}`].join("\n"));
    expect((answer.json() as { result: { imported: number } }).result.imported).toBe(1);
    const job = await byLink(link);
    const featured = await patch(job.id, { isFeatured: true });
    expect(featured.status, featured.text).toBe(200);
    expect(featured.json()).toMatchObject({ isFeatured: true });
  });
});

describe("PUT /api/admin/jobs/reorder", () => {
  const reorder = (body: unknown) => http("/api/admin/jobs/reorder", { method: "PUT", body, as: "admin" });

  it("saves each listed job's order and featured flag and answers 200 with the count", async () => {
    const [a, b] = imported;
    const answer = await reorder({
      jobs: [
        { id: a.id, displayOrder: 900_001, isFeatured: false },
        { id: b.id, displayOrder: 900_000, isFeatured: true },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ updated: 2 });
    const stored = await adminJobs();
    expect(stored.find((j) => j.id === a.id)).toMatchObject({ displayOrder: 900_001, isFeatured: false });
    expect(stored.find((j) => j.id === b.id)).toMatchObject({ displayOrder: 900_000, isFeatured: true });
  });

  it("answers 404 naming an unknown job, and changes nothing", async () => {
    const answer = await reorder({
      jobs: [
        { id: imported[2].id, displayOrder: 777_777, isFeatured: true },
        { id: UNKNOWN_ID, displayOrder: 0, isFeatured: false },
      ],
    });
    expectMessage(answer, 404, `Job not found: ${UNKNOWN_ID}`);
    expect((await adminJobs()).find((j) => j.id === imported[2].id)?.displayOrder).not.toBe(777_777);
  });

  it.each([
    ["an empty list", { jobs: [] }, "No jobs to reorder"],
    [
      "a job twice",
      {
        jobs: [
          { id: UNKNOWN_ID, displayOrder: 1, isFeatured: false },
          { id: UNKNOWN_ID, displayOrder: 2, isFeatured: false },
        ],
      },
      "Each job may appear only once",
    ],
    ["an id that is not one", { jobs: [{ id: "x", displayOrder: 1, isFeatured: false }] }, "Invalid job id"],
  ])("answers 400 for %s", async (_name, body, message) => {
    expectMessage(await reorder(body), 400, message);
  });
});

describe("PUT /api/admin/jobs/{id}/application-url", () => {
  const fix = (id: string, applicationUrl: unknown) =>
    http(`/api/admin/jobs/${id}/application-url`, { method: "PUT", body: { applicationUrl }, as: "admin" });

  it("answers 200 with the job's id and its new link", async () => {
    const answer = await fix(imported[2].id, `https://polar.example/${run}/fixed`);
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ id: imported[2].id, applicationUrl: `https://polar.example/${run}/fixed` });
  });

  it("answers 400 for a link that is not http(s) or missing, 404 for an unknown job", async () => {
    expectMessage(await fix(imported[2].id, "ftp://polar.example/x"), 400, /Application URL/);
    expectMessage(await fix(imported[2].id, ""), 400, "Application URL is required");
    expectMessage(await fix(UNKNOWN_ID, "https://polar.example/x"), 404, "Job not found");
  });
});

describe("DELETE /api/admin/jobs/{id}", () => {
  it("deletes for good: 200, then the job is gone and a second delete is 404", async () => {
    const id = imported[2].id;
    const answer = await http(`/api/admin/jobs/${id}`, { method: "DELETE", as: "admin" });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ message: "Job deleted successfully" });
    expectMessage(await http(`/api/jobs/${id}`), 404, "Job not found");
    expectMessage(await http(`/api/admin/jobs/${id}`, { method: "DELETE", as: "admin" }), 404, "Job not found");
  });
});

describe("POST /api/admin/jobs/bulk-upload", () => {
  it("answers 400 for a file that is not CSV, a CSV without the required columns, no file, or no multipart body", async () => {
    expectMessage(
      await upload("hello", { name: "jobs.xlsx", type: "application/vnd.ms-excel" }),
      400,
      "Invalid File Type: Please select a CSV file.",
    );
    expectMessage(await upload("title,url\nA,https://a.example"), 400, "The CSV is missing required columns: job_title, application_url");
    expectMessage(
      await http("/api/admin/jobs/bulk-upload", { method: "POST", rawBody: new FormData(), as: "admin" }),
      400,
      "Please choose a CSV file to upload",
    );
    expectMessage(
      await http("/api/admin/jobs/bulk-upload", { body: { csvFile: "job_title" }, as: "admin" }),
      400,
      "Send the file as multipart/form-data",
    );
  });

  it("answers 413 for a CSV over 10 MB", async () => {
    expectMessage(await upload(new Blob([HEADER, "\n", "x".repeat(10 * 1024 * 1024 + 1)])), 413, "The CSV file is larger than 10MB");
  });
});

describe("admin only", () => {
  const calls: [string, string, unknown][] = [
    ["GET", "/api/admin/jobs", undefined],
    ["PATCH", `/api/admin/jobs/${UNKNOWN_ID}`, { isActive: false, takedownReason: "Gone" }],
    ["DELETE", `/api/admin/jobs/${UNKNOWN_ID}`, undefined],
    ["PUT", "/api/admin/jobs/reorder", { jobs: [{ id: UNKNOWN_ID, displayOrder: 1, isFeatured: false }] }],
    ["PUT", `/api/admin/jobs/${UNKNOWN_ID}/application-url`, { applicationUrl: "https://x.example" }],
  ];
  it.each(calls)("%s %s answers 401 signed out and 403 to a job seeker or employer", async (method, path, body) => {
    expectMessage(await http(path, { method, body }), 401, "Please log in to continue");
    for (const as of ["user", "employer"] as const)
      expectMessage(await http(path, { method, body, as }), 403, "You do not have permission to do this");
  });

  it("POST /api/admin/jobs/bulk-upload answers 401 signed out and 403 to a job seeker or employer", async () => {
    expectMessage(await upload(HEADER, { as: "anonymous" }), 401, "Please log in to continue");
    expectMessage(await upload(HEADER, { as: "user" }), 403, "You do not have permission to do this");
    expectMessage(await upload(HEADER, { as: "employer" }), 403, "You do not have permission to do this");
  });
});
