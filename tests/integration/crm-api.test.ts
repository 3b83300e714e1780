import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as listRoute } from "@/app/api/employers/route";
import { PUT as updateRoute } from "@/app/api/employers/[id]/route";
import { GET as jobsRoute } from "@/app/api/employers/[id]/jobs/route";
import { employers, type Employer } from "@/server/db/schema";
import { employerStats } from "@/server/crm/employers";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { insertJobs } from "../support/factories";
import { nonAdminStatuses, signInEveryRole, type Callers } from "../support/roles";

const t = withTestDatabase();
let callers: Callers;
let leads: Record<string, Employer>;

beforeAll(async () => {
  callers = await signInEveryRole(t.db);
  const rows = await t.db
    .insert(employers)
    .values([
      { name: "Seed New", source: "seed" },
      { name: "Seed Contacted", source: "seed", contacted: true, contactedDate: new Date("2026-01-02") },
      {
        name: "Paid Won",
        source: "paid",
        contacted: true,
        contactedDate: new Date("2026-01-02"),
        converted: true,
        convertedDate: new Date("2026-01-09"),
      },
      { name: "Organic New", notes: "Met at the Aberdeen expo." },
    ])
    .returning();
  leads = Object.fromEntries(rows.map((r) => [r.name, r]));
});

const list = async (query = "", cookie = callers.admin) => call(listRoute, `/api/employers${query}`, { cookie });
const names = async (query: string) => ((await (await list(query)).json()) as Employer[]).map((e) => e.name).sort();
const update = (id: string, body: unknown, cookie = callers.admin) =>
  call(updateRoute, `/api/employers/${id}`, { method: "PUT", body, cookie, params: { id } });
const jobsOf = (id: string, cookie = callers.admin) => call(jobsRoute, `/api/employers/${id}/jobs`, { cookie, params: { id } });

describe("who may use the CRM endpoints", () => {
  it("answers 401 signed out and 403 to job seekers and employers", async () => {
    const id = leads["Seed New"].id;
    expect(await nonAdminStatuses(callers, (c) => list("", c))).toEqual([401, 403, 403]);
    expect(await nonAdminStatuses(callers, (c) => update(id, { contacted: true }, c))).toEqual([401, 403, 403]);
    expect(await nonAdminStatuses(callers, (c) => jobsOf(id, c))).toEqual([401, 403, 403]);
    const [after] = await t.db.select().from(employers).where(eq(employers.id, id));
    expect(after.contacted).toBe(false);
  });
});

describe("GET /api/employers", () => {
  it("filters by source, contacted and converted, alone and together", async () => {
    expect(await names("")).toEqual(["Organic New", "Paid Won", "Seed Contacted", "Seed New"]);
    expect(await names("?source=seed")).toEqual(["Seed Contacted", "Seed New"]);
    expect(await names("?source=organic")).toEqual(["Organic New"]);
    expect(await names("?contacted=true")).toEqual(["Paid Won", "Seed Contacted"]);
    expect(await names("?contacted=false")).toEqual(["Organic New", "Seed New"]);
    expect(await names("?converted=true")).toEqual(["Paid Won"]);
    expect(await names("?source=seed&contacted=true&converted=false")).toEqual(["Seed Contacted"]);
    expect(await names("?source=all&contacted=&converted=all")).toHaveLength(4);
  });

  it("answers 400 for unknown filter values", async () => {
    expect((await list("?source=cold-call")).status).toBe(400);
    expect((await list("?contacted=yes")).status).toBe(400);
  });
});

describe("PUT /api/employers/{id}", () => {
  it("marks a lead contacted, then converted, with dates and notes", async () => {
    const lead = leads["Organic New"];
    const contacted = await update(lead.id, { contacted: true, notes: "Met at the Aberdeen expo.\nContacted on 03/03/2026" });
    expect(contacted.status).toBe(200);
    const afterContact = (await contacted.json()) as Employer;
    expect(afterContact).toMatchObject({ contacted: true, converted: false, notes: "Met at the Aberdeen expo.\nContacted on 03/03/2026" });
    expect(afterContact.contactedDate).not.toBeNull();

    const converted = (await (
      await update(lead.id, {
        converted: true,
        convertedDate: "2026-03-10T09:00:00.000Z",
        notes: `${afterContact.notes}\nConverted to paid on 10/03/2026`,
      })
    ).json()) as Employer;
    expect(converted).toMatchObject({
      contacted: true,
      converted: true,
      contactedDate: afterContact.contactedDate,
      convertedDate: "2026-03-10T09:00:00.000Z",
    });
    expect(converted.notes).toBe("Met at the Aberdeen expo.\nContacted on 03/03/2026\nConverted to paid on 10/03/2026");
    expect(await employerStats(t.db)).toEqual({ total: 4, contacted: 3, converted: 2, seed: 2 });
  });

  it("refuses to convert a lead nobody has contacted", async () => {
    const lead = leads["Seed New"];
    const res = await update(lead.id, { converted: true });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "An employer must be contacted before being marked converted", code: "validation_failed" });
    expect((await update(leads["Paid Won"].id, { contacted: false })).status).toBe(400);
    const [after] = await t.db.select().from(employers).where(eq(employers.id, lead.id));
    expect(after).toMatchObject({ contacted: false, converted: false, convertedDate: null });
  });

  it("refuses fields outside the CRM's, empty updates and unknown leads", async () => {
    const id = leads["Seed Contacted"].id;
    const refused = await update(id, { source: "paid" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: "This field cannot be changed: source", code: "validation_failed" });
    expect((await update(id, {})).status).toBe(400);
    expect((await update(id, { contactedDate: "not a date" })).status).toBe(400);
    expect((await update("00000000-0000-4000-8000-000000000000", { contacted: true })).status).toBe(404);
  });
});

describe("GET /api/employers/{id}/jobs", () => {
  it("lists the lead's jobs in every state, and 404s unknown leads", async () => {
    const lead = leads["Paid Won"];
    await insertJobs(
      t.db,
      { title: "Rig Medic", employerProfileId: lead.id, salaryMin: 70_000, salaryMax: 85_000 },
      { title: "Old Advert", employerProfileId: lead.id, isActive: false },
      { title: "Someone else's" },
    );
    const res = await jobsOf(lead.id);
    expect(res.status).toBe(200);
    const rows = (await res.json()) as {
      title: string;
      isActive: boolean;
      salaryMin: number;
      salaryMax: number;
      location: string;
      createdAt: string;
    }[];
    expect(rows.map((r) => r.title).sort()).toEqual(["Old Advert", "Rig Medic"]);
    expect(rows.find((r) => r.title === "Rig Medic")).toMatchObject({
      isActive: true,
      salaryMin: 70_000,
      salaryMax: 85_000,
      location: "North Sea, United Kingdom",
    });
    expect(await (await jobsOf(leads["Seed New"].id)).json()).toEqual([]);
    expect((await jobsOf("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});
