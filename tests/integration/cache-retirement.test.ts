// Which writes retire cached job reads (attack pass finding 5): the tags each write announces on the cache
// channel, heard as another instance hears them. A save that changes nothing retires nothing; a company
// website retires only that employer's job pages, and only when its Verified badge really changes; and
// the company save is limited per account.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { PGlite } from "@electric-sql/pglite";
import type { Pool, PoolClient } from "pg";
import { PUT as companyRoute } from "@/app/api/auth/company/route";
import { employerJobEditSchema } from "@/lib/schemas/employer-jobs";
import { CACHE_CHANNEL } from "@/server/cache-channel.mjs";
import { COMPANY_SAVES_PER_HOUR } from "@/server/accounts/company";
import { users } from "@/server/db/schema";
import { archiveEmployerJob, editEmployerJob } from "@/server/jobs/employer-jobs";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { insertJob } from "../support/factories";
import { jobDraft } from "../support/job-drafts";

const t = withTestDatabase();
const heard: string[] = [];
let stopListening: () => Promise<void> = async () => {};

beforeAll(async () => {
  const client = (t.db as unknown as { $client: PGlite | Pool }).$client;
  if ("listen" in client) {
    stopListening = await client.listen(CACHE_CHANNEL, (tag) => void heard.push(tag));
  } else {
    const connection: PoolClient = await client.connect();
    connection.on("notification", (n) => n.channel === CACHE_CHANNEL && heard.push(n.payload ?? ""));
    await connection.query(`listen ${CACHE_CHANNEL}`);
    stopListening = async () => connection.release();
  }
});
afterAll(() => stopListening());
beforeEach(() => void (heard.length = 0));

/** The tags announced since the test began, once the write's own notices have arrived. */
async function announced(): Promise<string[]> {
  await t.db.execute(sql`select 1`);
  await new Promise((r) => setTimeout(r, 100));
  return [...heard];
}

const saveCompany = (cookie: string, companyWebsite: string) =>
  call(companyRoute, "/api/auth/company", { method: "PUT", body: { companyName: "Test Rigs", companyWebsite }, cookie });

describe("an employer's own writes", () => {
  it("archiving a job already off the board retires nothing; archiving a listed one retires the lists", async () => {
    const employer = await signUp("employer");
    const job = await insertJob(t.db, { employerId: employer.id });
    await archiveEmployerJob(t.db, employer.id, job.id);
    expect(await announced()).toEqual(["jobs"]);
    heard.length = 0;
    await archiveEmployerJob(t.db, employer.id, job.id);
    expect(await announced()).toEqual([]);
  });

  it("an edit that changes nothing retires nothing; a real edit retires the lists", async () => {
    const employer = await signUp("employer");
    const job = await insertJob(t.db, { employerId: employer.id });
    const edit = employerJobEditSchema.parse(jobDraft({ title: "Crane Operator" }));
    await editEmployerJob(t.db, employer.id, job.id, edit);
    expect(await announced()).toEqual(["jobs"]);
    heard.length = 0;
    const again = await editEmployerJob(t.db, employer.id, job.id, employerJobEditSchema.parse(jobDraft({ title: "Crane Operator" })));
    expect(again).toEqual({ id: job.id, title: "Crane Operator", warnings: [] });
    expect(await announced()).toEqual([]);
  });
});

describe("PUT /api/auth/company", () => {
  it("a job seeker toggling a website retires nothing", async () => {
    const seeker = await signUp("user", { email: `seeker-${Date.now()}@toggle-rigs.com` });
    for (const site of ["https://toggle-rigs.com", "https://other-rigs.com", "https://toggle-rigs.com"])
      expect((await saveCompany(seeker.cookie, site)).status).toBe(200);
    expect(await announced()).toEqual([]);
  });

  it("an employer whose badge does not change retires nothing", async () => {
    const employer = await signUp("employer");
    await insertJob(t.db, { employerId: employer.id });
    for (const site of ["https://first-rigs.com", "https://second-rigs.com"])
      expect((await saveCompany(employer.cookie, site)).status).toBe(200);
    expect(await announced()).toEqual([]);
  });

  it("a change of the badge retires that employer's job pages alone, not the lists", async () => {
    const employer = await signUp("employer", { email: `hr-${Date.now()}@badge-rigs.com` });
    const [a, b] = [
      await insertJob(t.db, { employerId: employer.id, companyWebsite: "https://badge-rigs.com" }),
      await insertJob(t.db, { employerId: employer.id, companyWebsite: "https://badge-rigs.com" }),
    ];
    await insertJob(t.db);
    expect((await saveCompany(employer.cookie, "https://badge-rigs.com")).status).toBe(200);
    expect((await announced()).sort()).toEqual([`job:${a.id}`, `job:${b.id}`].sort());
    heard.length = 0;
    expect((await saveCompany(employer.cookie, "https://elsewhere-rigs.com")).status).toBe(200);
    expect((await announced()).sort()).toEqual([`job:${a.id}`, `job:${b.id}`].sort());
  });

  it(`answers 429 with a message after ${COMPANY_SAVES_PER_HOUR} saves in an hour`, async () => {
    const account = await signUp("user");
    for (let i = 0; i < COMPANY_SAVES_PER_HOUR; i++)
      expect((await saveCompany(account.cookie, `https://rigs-${i % 2}.com`)).status).toBe(200);
    const refused = await saveCompany(account.cookie, "https://rigs-0.com");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe("Too many requests. Please try again later.");
    const [row] = await t.db.select({ companyWebsite: users.companyWebsite }).from(users).where(eq(users.id, account.id));
    expect(row.companyWebsite).toBe(`https://rigs-${(COMPANY_SAVES_PER_HOUR - 1) % 2}.com`);
  });
});
