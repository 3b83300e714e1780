// The employer CRM over real HTTP (admin only): sales leads, their contact and conversion, their jobs.
// The lead changed here is one this file makes, by importing a job for a company of its own.
import { beforeAll, describe, expect, it } from "vitest";
import { expectMessage, http } from "../support/client";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const run = Date.now().toString(36);
const COMPANY = `Crm Lead ${run}`;

type Lead = {
  id: string;
  name: string;
  source: string;
  contacted: boolean;
  contactedDate: string | null;
  converted: boolean;
  convertedDate: string | null;
  notes: string | null;
};
let lead: Lead;

beforeAll(async () => {
  const form = new FormData();
  const csv = `job_title,company_name,location,salary,category,application_url\nCrm Test Rigger,${COMPANY},"Aberdeen, United Kingdom",£80k,construction,https://crm.example/${run}`;
  form.set("csvFile", new File([csv], "lead.csv", { type: "text/csv" }));
  expect((await http("/api/admin/jobs/bulk-upload", { method: "POST", rawBody: form, as: "admin" })).status).toBe(200);
  const leads = (await http("/api/employers?source=seed", { as: "admin" })).json() as Lead[];
  lead = leads.find((l) => l.name === COMPANY)!;
  expect(lead).toMatchObject({ source: "seed", contacted: false, converted: false });
});

const update = (id: string, body: unknown) => http(`/api/employers/${id}`, { method: "PUT", body, as: "admin" });

describe("GET /api/employers", () => {
  it("answers 200 with the leads, newest first, uncached, filtered by source, contacted and converted", async () => {
    const answer = await http("/api/employers", { as: "admin" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const all = answer.json() as Lead[];
    expect(all[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        name: expect.any(String),
        source: expect.any(String),
        contacted: expect.any(Boolean),
        converted: expect.any(Boolean),
      }),
    );
    const seed = (await http("/api/employers?source=seed&contacted=false&converted=", { as: "admin" })).json() as Lead[];
    expect(seed.length).toBeGreaterThan(0);
    expect(seed.every((l) => l.source === "seed" && !l.contacted)).toBe(true);
    expect(((await http("/api/employers?source=all", { as: "admin" })).json() as Lead[]).length).toBe(all.length);
  });

  it.each([
    ["an unknown source", "source=cold-call", "Unknown source"],
    ["a flag that is not true or false", "contacted=yes", "Use true or false"],
  ])("answers 400 for %s", async (_name, query, message) => {
    expectMessage(await http(`/api/employers?${query}`, { as: "admin" }), 400, message);
  });
});

describe("PUT /api/employers/{id}", () => {
  it("records contact, then conversion, with dates the server stamps, and notes", async () => {
    const contacted = await update(lead.id, { contacted: true, notes: "Called the site manager" });
    expect(contacted.status).toBe(200);
    expect(contacted.json()).toMatchObject({
      id: lead.id,
      contacted: true,
      contactedDate: expect.any(String),
      converted: false,
      notes: "Called the site manager",
    });
    const converted = await update(lead.id, { converted: true, convertedDate: "2026-11-01T00:00:00.000Z" });
    expect(converted.status).toBe(200);
    expect(converted.json()).toMatchObject({
      converted: true,
      convertedDate: "2026-11-01T00:00:00.000Z",
      notes: "Called the site manager",
    });
  });

  it.each([
    ["conversion without contact", { contacted: false, converted: true }, "An employer must be contacted before being marked converted"],
    ["a field that cannot be changed", { source: "paid" }, "This field cannot be changed: source"],
    ["nothing", {}, "Nothing to update"],
    ["a date that is not one", { contactedDate: "yesterday" }, "Invalid date"],
    ["notes over 10000 characters", { notes: "x".repeat(10_001) }, "Notes are at most 10000 characters"],
  ])("answers 400 for %s", async (_name, body, message) => {
    expectMessage(await update(lead.id, body), 400, message);
  });

  it("answers 404 for an unknown lead or an id that is not one", async () => {
    expectMessage(await update(UNKNOWN_ID, { contacted: true }), 404, "Employer not found");
    expectMessage(await update("not-an-id", { contacted: true }), 404, "Employer not found");
  });
});

describe("GET /api/employers/{id}/jobs", () => {
  it("answers 200 with the lead's jobs in every state", async () => {
    const answer = await http(`/api/employers/${lead.id}/jobs`, { as: "admin" });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual([
      {
        id: expect.any(String),
        title: "Crm Test Rigger",
        isActive: true,
        location: "Aberdeen, United Kingdom",
        salaryMin: expect.any(Number),
        salaryMax: expect.any(Number),
        salaryUnit: "year",
        createdAt: expect.any(String),
      },
    ]);
  });

  it("answers 404 for an unknown lead", async () => {
    expectMessage(await http(`/api/employers/${UNKNOWN_ID}/jobs`, { as: "admin" }), 404, "Employer not found");
    expectMessage(await http("/api/employers/nope/jobs", { as: "admin" }), 404, "Employer not found");
  });
});

describe("GET /api/employers/counts", () => {
  const totalOf = async (query: string) => Number((await http(`/api/employers${query}`, { as: "admin" })).headers.get("x-total-count"));

  it("answers the CRM's figures as the lead list counts them, uncached, and follows a write", async () => {
    const answer = await http("/api/employers/counts", { as: "admin" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const counts = answer.json() as Record<string, number>;
    expect(counts).toEqual({
      total: await totalOf(""),
      contacted: await totalOf("?contacted=true"),
      converted: await totalOf("?converted=true"),
      seed: await totalOf("?source=seed"),
    });
    const fresh = ((await http(`/api/employers?contacted=false&source=seed`, { as: "admin" })).json() as Lead[])[0];
    expect((await update(fresh.id, { contacted: true })).status).toBe(200);
    // Marking it again changes nothing: the figures are the server's, not a sum kept by the screen.
    expect((await update(fresh.id, { contacted: true })).status).toBe(200);
    expect((await http("/api/employers/counts", { as: "admin" })).json()).toEqual({ ...counts, contacted: counts.contacted + 1 });
  });
});

describe("admin only", () => {
  it.each([
    ["GET", "/api/employers", undefined],
    ["GET", "/api/employers/counts", undefined],
    ["PUT", `/api/employers/${UNKNOWN_ID}`, { contacted: true }],
    ["GET", `/api/employers/${UNKNOWN_ID}/jobs`, undefined],
  ])("%s %s answers 401 signed out and 403 to a job seeker or employer", async (method, path, body) => {
    expectMessage(await http(path, { method, body }), 401, "Please log in to continue");
    for (const as of ["user", "employer"] as const)
      expectMessage(await http(path, { method, body, as }), 403, "You do not have permission to do this");
  });
});
