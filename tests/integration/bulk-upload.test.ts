import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { POST as bulkUpload } from "@/app/api/admin/jobs/bulk-upload/route";
import { GET as adminJobs } from "@/app/api/admin/jobs/route";
import { PATCH as patchJob } from "@/app/api/admin/jobs/[id]/route";
import { POST as login } from "@/app/api/login/route";
import { employers, jobs } from "@/server/db/schema";
import { ensureAdmin } from "@/server/accounts/ensure-admin";
import { importJobsCsv } from "@/server/imports/import-jobs-csv";
import { getAuth } from "@/server/runtime";
import { MAX_CSV_BYTES } from "@/lib/csv-file";
import { withTestDatabase } from "../support/test-db";
import { call, cookieFrom } from "../support/http";
import { insertJob } from "../support/factories";
import { signUp } from "../support/accounts";

const t = withTestDatabase();
let adminCookie = "";
let userCookie = "";
let employerCookie = "";

beforeAll(async () => {
  await ensureAdmin(t.db, await getAuth(), { username: "boss", email: "boss@outpost.example", password: "boss-pass" });
  adminCookie = cookieFrom(await call(login, "/api/login", { body: { username: "boss", password: "boss-pass" } }));
  userCookie = (await signUp("user")).cookie;
  employerCookie = (await signUp("employer")).cookie;
});

const HEADER =
  "job_title,company_name,location,salary,category,job_description,contact_name,contact_email,source_url,risk_level,benefits,link_status,crm_status,outreach_notes,application_url";

function upload(csv: string, options: { cookie?: string; name?: string; type?: string; skipWarnings?: boolean } = {}) {
  const form = new FormData();
  form.set("csvFile", new File([csv], options.name ?? "jobs.csv", { type: options.type ?? "text/csv" }));
  form.set("skipWarnings", String(options.skipWarnings ?? false));
  return call(bulkUpload, "/api/admin/jobs/bulk-upload", { method: "POST", rawBody: form, cookie: options.cookie ?? adminCookie });
}

describe("POST /api/admin/jobs/bulk-upload", () => {
  it("is for admins only", async () => {
    expect((await upload(HEADER, { cookie: "" })).status).toBe(401);
    expect((await upload(HEADER, { cookie: userCookie })).status).toBe(403);
    expect((await upload(HEADER, { cookie: employerCookie })).status).toBe(403);
  });

  it("imports good rows, skips BAD and (when asked) WARN links, and reports broken rows", async () => {
    const csv = [
      HEADER,
      'Saturation Diver,Deepline Subsea,"North Sea, United Kingdom","£250,000 - £300,000",Oil & Gas,Bell runs to 200m,Fiona Mackay,fiona.mackay@deepline.example,https://deepline.example/careers,Extreme,Hazard pay,OK,new,,https://deepline.example/jobs/1',
      'Wind Technician,Skerry Wind,"Baltic Sea, Poland",£90k–£110k,wind energy,,,,,,,WARN,,,https://skerry.example/jobs/2',
      "Ghost Job,Gone Ltd,Nowhere,120000,mining,,,,,,,BAD,,,https://gone.example/jobs/3",
      ",No Title Co,Somewhere,120000,mining,,,,,,,OK,,,https://notitle.example/jobs/4",
      "No Link,Linkless,Somewhere,120000,mining,,,,,,,OK,,,",
      "Bad Pay,Vague Co,Somewhere,Competitive,mining,,,,,,,OK,,,https://vague.example/jobs/6",
      "Ice Pilot,Polar Air,Svalbard,150000,Aviation,,,careers@polarair.example,,high,,,,,https://polarair.example/jobs/7",
    ].join("\n");

    const res = await upload(csv, { skipWarnings: false });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      result: Record<string, number>;
      errors: { row: number; error: string; data: Record<string, string> }[];
    };
    expect(body.result).toEqual({ totalRows: 7, imported: 3, created: 3, updated: 0, skipped: 1, errorCount: 3 });
    expect(body.errors.map((e) => [e.row, e.error])).toEqual([
      [5, "Missing job_title"],
      [6, "Missing application_url"],
      [7, "Could not read salary: Competitive"],
    ]);
    expect(body.errors[0].data.company_name).toBe("No Title Co");

    const [diver] = await t.db.select().from(jobs).where(eq(jobs.title, "Saturation Diver"));
    expect(diver).toMatchObject({
      salaryMin: 250_000,
      salaryMax: 300_000,
      category: "oil-gas",
      dangerLevel: "extreme",
      seedJob: true,
      isActive: true,
      contactEmail: "fiona.mackay@deepline.example",
      linkStatus: "OK",
    });
    const [lead] = await t.db.select().from(employers).where(eq(employers.id, diver.employerProfileId!));
    expect(lead).toMatchObject({ name: "Deepline Subsea", source: "seed", contactQuality: "direct_email" });

    const [pilot] = await t.db.select().from(jobs).where(eq(jobs.title, "Ice Pilot"));
    expect(pilot).toMatchObject({ category: "other", customCategory: "Aviation", dangerLevel: "high" });
    const [polar] = await t.db.select().from(employers).where(eq(employers.name, "Polar Air"));
    expect(polar.contactQuality).toBe("general_email");

    const [wind] = await t.db.select().from(jobs).where(eq(jobs.title, "Wind Technician"));
    expect(wind).toMatchObject({ salaryMin: 90_000, salaryMax: 110_000, category: "wind-energy" });
  });

  it("skips WARN rows when asked, and reuses an existing lead for a known company", async () => {
    const csv = [
      HEADER,
      "Crane Operator,deepline subsea,Aberdeen,£95k,construction,,,,,,,OK,,,https://deepline.example/jobs/8",
      "Warned,Warned Co,Somewhere,£95k,construction,,,,,,,WARN,,,https://warned.example/jobs/9",
    ].join("\n");
    const body = (await (await upload(csv, { skipWarnings: true })).json()) as { result: Record<string, number> };
    expect(body.result).toEqual({ totalRows: 2, imported: 1, created: 1, updated: 0, skipped: 1, errorCount: 0 });
    expect(await t.db.$count(employers, sql`lower(${employers.name}) = 'deepline subsea'`)).toBe(1);
  });

  it("stores only rows an admin can go on editing: a row with no category stays editable from the dashboard", async () => {
    const csv = ["job_title,salary,application_url", "Rope Access Tech,£70k,https://ropes.example/jobs/1"].join("\n");
    expect(((await (await upload(csv)).json()) as { result: Record<string, number> }).result.imported).toBe(1);
    const [stored] = await t.db.select().from(jobs).where(eq(jobs.applicationUrl, "https://ropes.example/jobs/1"));
    expect(stored).toMatchObject({ category: "other", customCategory: "General" });
    const featured = await call(patchJob, `/api/admin/jobs/${stored.id}`, {
      method: "PATCH",
      body: { isFeatured: true },
      cookie: adminCookie,
      params: { id: stored.id },
    });
    expect(featured.status).toBe(200);
  });

  it("refuses files that are not CSV, CSVs without the required columns, and files over 10 MB", async () => {
    const notCsv = await upload("hello", { name: "jobs.xlsx", type: "application/vnd.ms-excel" });
    expect(notCsv.status).toBe(400);
    expect(await notCsv.json()).toEqual({ message: "Invalid File Type: Please select a CSV file.", code: "validation_failed" });

    const noColumns = await upload("title,url\nA,https://a.example");
    expect(noColumns.status).toBe(400);
    expect(((await noColumns.json()) as { message: string }).message).toContain("job_title, application_url");

    const huge = await upload(HEADER + "\n" + "x".repeat(MAX_CSV_BYTES + 1));
    expect(huge.status).toBe(413);

    const noFile = await call(bulkUpload, "/x", { method: "POST", rawBody: new FormData(), cookie: adminCookie });
    expect(noFile.status).toBe(400);
  });

  it("re-importing the same file updates the jobs it made instead of duplicating them", async () => {
    const first = [
      HEADER,
      "Reimport Diver,Reimport Co,Aberdeen,£95k,oil & gas,Old text,,,https://board.example/listing/1,high,,OK,,,https://reimport.example/jobs/1",
      "Reimport Medic,Reimport Co,Aberdeen,£80k,oil & gas,,,,https://board.example/listing/2,medium,,OK,,,https://reimport.example/jobs/2",
    ].join("\n");
    const created = (await (await upload(first)).json()) as { result: Record<string, number> };
    expect(created.result).toMatchObject({ imported: 2, created: 2, updated: 0 });
    const [diver] = await t.db.select().from(jobs).where(eq(jobs.applicationUrl, "https://reimport.example/jobs/1"));
    // An admin features it meanwhile: a re-import does not undo that.
    await t.db.update(jobs).set({ isFeatured: true }).where(eq(jobs.id, diver.id));

    const again = [
      HEADER,
      // Same application address, new salary and text.
      "Reimport Diver,Reimport Co,Aberdeen,£120k,oil & gas,New text,,,https://board.example/listing/1,extreme,,OK,,,https://reimport.example/jobs/1",
      // Same source listing, but the employer moved the apply link.
      "Reimport Medic,Reimport Co,Aberdeen,£85k,oil & gas,,,,https://board.example/listing/2,medium,,WARN,,,https://reimport.example/apply/medic",
      "Reimport Cook,Reimport Co,Aberdeen,£50k,oil & gas,,,,,low,,OK,,,https://reimport.example/jobs/3",
      // The same job twice in one file: counted once as new, once as an update.
      "Reimport Cook,Reimport Co,Aberdeen,£55k,oil & gas,,,,,low,,OK,,,https://reimport.example/jobs/3",
    ].join("\n");
    const res = (await (await upload(again)).json()) as { result: Record<string, number> };
    expect(res.result).toEqual({ totalRows: 4, imported: 4, created: 1, updated: 3, skipped: 0, errorCount: 0 });

    const stored = await t.db
      .select()
      .from(jobs)
      .where(sql`${jobs.applicationUrl} like 'https://reimport.example/%'`);
    expect(stored.map((j) => j.title).sort()).toEqual(["Reimport Cook", "Reimport Diver", "Reimport Medic"]);
    const byTitle = Object.fromEntries(stored.map((j) => [j.title, j]));
    expect(byTitle["Reimport Diver"]).toMatchObject({
      id: diver.id,
      salaryMin: 120_000,
      description: "New text",
      dangerLevel: "extreme",
      isFeatured: true,
    });
    expect(byTitle["Reimport Medic"]).toMatchObject({
      applicationUrl: "https://reimport.example/apply/medic",
      salaryMin: 85_000,
      linkStatus: "WARN",
    });
    expect(byTitle["Reimport Cook"].salaryMin).toBe(55_000);
  });

  it("never rewrites a paid job, and does not merge by a source page many jobs share", async () => {
    const paid = await insertJob(t.db, {
      title: "Paid Rigger",
      applicationUrl: "https://paid.example/jobs/1",
      paymentIntentId: "pi_reimport_1",
    });
    await insertJob(t.db, {
      title: "Shared A",
      seedJob: true,
      sourceUrl: "https://shared.example/careers",
      applicationUrl: "https://shared.example/a",
    });
    await insertJob(t.db, {
      title: "Shared B",
      seedJob: true,
      sourceUrl: "https://shared.example/careers",
      applicationUrl: "https://shared.example/b",
    });
    const csv = [
      HEADER,
      "Imported Rigger,Paid Co,Aberdeen,£95k,mining,,,,,,,OK,,,https://paid.example/jobs/1",
      "Shared C,Shared Co,Aberdeen,£95k,mining,,,,https://shared.example/careers,,,OK,,,https://shared.example/c",
    ].join("\n");
    const res = (await (await upload(csv)).json()) as { result: Record<string, number> };
    expect(res.result).toMatchObject({ created: 2, updated: 0 });
    const [kept] = await t.db.select().from(jobs).where(eq(jobs.id, paid.id));
    expect(kept.title).toBe("Paid Rigger");
    expect(await t.db.$count(jobs, sql`${jobs.sourceUrl} = 'https://shared.example/careers'`)).toBe(3);
  });

  it("puts imported jobs above an order an admin has arranged", async () => {
    const arranged = await insertJob(t.db, { displayOrder: 70 });
    const csv = [HEADER, "Top Of The Board,Ordered Co,Somewhere,£95k,mining,,,,,,,OK,,,https://ordered.example/1"].join("\n");
    await importJobsCsv(t.db, csv, { skipWarnings: false });
    const [imported] = await t.db.select().from(jobs).where(eq(jobs.title, "Top Of The Board"));
    expect(imported.displayOrder).toBeGreaterThan(arranged.displayOrder);
  });

  it("writes all good rows or none of them", async () => {
    // A real database failure part-way through: a trigger refuses one job after others were inserted.
    await t.db.execute(sql`
      create or replace function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.title = 'BOOM' then raise exception 'refused'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`create trigger refuse_boom before insert on jobs for each row execute function refuse_boom()`);
    const before = await t.db.$count(jobs);
    const leadsBefore = await t.db.$count(employers);
    const csv = [
      HEADER,
      "Good One,Atomic Co,Somewhere,£95k,mining,,,,,,,OK,,,https://atomic.example/1",
      "BOOM,Atomic Co,Somewhere,£95k,mining,,,,,,,OK,,,https://atomic.example/2",
    ].join("\n");
    await expect(importJobsCsv(t.db, csv, { skipWarnings: false })).rejects.toThrow();
    expect(await t.db.$count(jobs)).toBe(before);
    expect(await t.db.$count(employers)).toBe(leadsBefore);
    await t.db.execute(sql`drop trigger refuse_boom on jobs`);
  });
});

describe("GET /api/admin/jobs", () => {
  it("lists every job, inactive ones too, for admins only", async () => {
    const hidden = await insertJob(t.db, { title: "Archived posting", isActive: false });
    expect((await call(adminJobs, "/api/admin/jobs")).status).toBe(401);
    expect((await call(adminJobs, "/api/admin/jobs", { cookie: userCookie })).status).toBe(403);
    const res = await call(adminJobs, "/api/admin/jobs", { cookie: adminCookie });
    expect(res.status).toBe(200);
    const list = (await res.json()) as { id: string }[];
    expect(list.map((j) => j.id)).toContain(hidden.id);
    expect(Number(res.headers.get("X-Total-Count"))).toBe(list.length);
  });
});
