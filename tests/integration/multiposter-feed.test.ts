// The multiposter feed and the admin's sources, through the route handlers on a real database: credentials
// answered once and checked, add as an upsert by job_reference, delete closing the job, every refusal in the
// feed's answer and on the source, the allowance, and a body that declares entities left inert.
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { GET as listSources, POST as createSource } from "@/app/api/admin/sources/route";
import { DELETE as deleteSource, GET as getSource, PATCH as patchSource } from "@/app/api/admin/sources/[id]/route";
import { POST as postSync } from "@/app/api/admin/sources/[id]/sync/route";
import { POST as feed } from "@/app/api/feeds/multiposter/route";
import { GET as advertStatus } from "@/app/api/feeds/multiposter/status/route";
import { jobRefusals, jobs } from "@/server/db/schema";
import { checkLink } from "@/server/links/check-link";
import { FAILED_LOGINS } from "@/server/job-sources/multiposter/receive-advert";
import { signUp } from "../support/accounts";
import { call } from "../support/http";
import { nonAdminStatuses, signInEveryRole, type Callers } from "../support/roles";
import { withTestDatabase } from "../support/test-db";

const t = withTestDatabase();
let callers: Callers;
let employerId: string;

beforeAll(async () => {
  callers = await signInEveryRole(t.db);
  employerId = (await signUp("employer")).id;
});

type Credentials = { id: string; username: string; secret: string };

async function newFeed(allowance = 10): Promise<Credentials> {
  const res = await call(createSource, "/api/admin/sources", {
    body: { kind: "multiposter", name: `Broadbean ${Math.random()}`, userId: employerId, allowance },
    cookie: callers.admin,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Credentials;
}

const xmlEscape = (v: string) => v.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const advertXml = (fields: Record<string, string>) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<job>\n${Object.entries(fields)
    .map(([k, v]) => `  <${k}>${xmlEscape(v)}</${k}>`)
    .join("\n")}\n</job>`;

const advert = (feedCredentials: Credentials, fields: Record<string, string> = {}) => ({
  command: "add",
  username: feedCredentials.username,
  password: feedCredentials.secret,
  job_reference: "REF-1",
  job_title: "Offshore Crane Operator",
  job_description: "<p>Run the <strong>pedestal crane</strong> on a 2/2 rotation.</p><ul><li>BOSIET required</li></ul>",
  job_type: "Permanent",
  job_location: "Aberdeen, United Kingdom",
  job_industry: "Oil & Gas",
  salary_currency: "GBP",
  salary_from: "60000",
  salary_to: "75000",
  salary_per: "annum",
  application_url: "https://apply.example/crane",
  days_to_advertise: "28",
  ...fields,
});

async function send(body: string, type = "application/xml") {
  const res = await call(feed, "/api/feeds/multiposter", { rawBody: body, headers: { "content-type": type } });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}
const element = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, "g"))].map((m) => m[1]);

describe("the multiposter feed", () => {
  it("publishes an add, updates on a second add with the same reference, and closes on delete", async () => {
    const creds = await newFeed();
    const added = await send(advertXml(advert(creds)));
    expect(added.status, added.text).toBe(200);
    expect(added.type).toMatch(/^application\/xml/);
    expect(element(added.text, "status")).toEqual(["OK"]);
    const [url] = element(added.text, "advert_url");
    const id = url!.split("/job/")[1]!;
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({
      source: "multiposter",
      sourceId: creds.id,
      externalReference: "REF-1",
      employerId,
      category: "oil-gas",
      rotation: "2-2",
      tickets: ["bosiet-foet"],
      country: "GB",
      salaryMin: 60000,
      salaryUnit: "year",
      employmentTerm: "permanent",
    });
    expect(job!.description).toContain("pedestal crane");
    expect(job!.description).not.toContain("<strong>");

    const again = await send(advertXml(advert(creds, { job_title: "Senior Offshore Crane Operator", command: "update" })));
    expect(again.status, again.text).toBe(200);
    const mine = await t.db.select().from(jobs).where(eq(jobs.sourceId, creds.id));
    expect(mine.map((j) => [j.id, j.title])).toEqual([[id, "Senior Offshore Crane Operator"]]);

    const deleted = await send(advertXml({ command: "delete", username: creds.username, password: creds.secret, job_reference: "REF-1" }));
    expect(deleted.status, deleted.text).toBe(200);
    const [closed] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(closed!.applicationClosingDate.getTime()).toBeLessThanOrEqual(Date.now());

    const detail = (await (
      await call(getSource, `/api/admin/sources/${creds.id}`, { params: { id: creds.id }, cookie: callers.admin })
    ).json()) as Record<string, unknown>;
    expect(detail).toMatchObject({ created: 1, updated: 1, closed: 1, jobsLive: 0, lastRunStatus: "ok" });
  });

  it("takes the form-encoded fallback and mails an advert that has only an email to apply to", async () => {
    const creds = await newFeed();
    const fields = advert(creds, { job_reference: "FORM-1", application_url: "", application_email: "jobs@agency.example" });
    const res = await send(new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded");
    expect(res.status, res.text).toBe(200);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.sourceId, creds.id), eq(jobs.externalReference, "FORM-1")));
    expect(job!.applicationUrl).toBe("mailto:jobs@agency.example");
    // The link checker has no page to fetch for it, and does not call it broken.
    expect((await checkLink(job!.applicationUrl)).linkStatus).toBe("OK");
  });

  it("saves a German advert without (m/w/d) with the gate's warning, in its answer and on the job", async () => {
    const creds = await newFeed();
    const res = await send(
      advertXml(
        advert(creds, {
          job_reference: "DE-1",
          job_title: "Servicetechniker Windkraft",
          job_location: "Hamburg, Germany",
          salary_currency: "EUR",
        }),
      ),
    );
    expect(res.status, res.text).toBe(200);
    expect(element(res.text, "message").join(" ")).toMatch(/m\/w\/d/);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.sourceId, creds.id), eq(jobs.externalReference, "DE-1")));
    expect(job).toMatchObject({ country: "DE", policyWarnings: [expect.objectContaining({ rule: "gender-neutral-title" })] });
    // Pay in euros is kept in pounds at the board's rate, with the figures as quoted in the description.
    expect(job!.salaryMin).toBe(Math.round(60000 / 1.17));
    expect(job!.description).toContain("EUR 60,000–75,000 a year");
  });

  it("refuses a Colorado advert without benefits and a registration fee, recording both (the fee flagged)", async () => {
    const creds = await newFeed();
    const colorado = await send(
      advertXml(advert(creds, { job_reference: "CO-1", job_location: "Denver, CO, United States", salary_currency: "USD" })),
    );
    expect(colorado.status, colorado.text).toBe(406);
    const fee = await send(
      advertXml(advert(creds, { job_reference: "FEE-1", job_description: "Pay a registration fee of £150 to be put forward." })),
    );
    expect(fee.status, fee.text).toBe(406);
    const refusals = await t.db.select().from(jobRefusals).where(eq(jobRefusals.sourceId, creds.id));
    expect(refusals.map((r) => [r.externalReference, r.rule, r.flagged]).sort()).toEqual([
      ["CO-1", "benefits", false],
      ["FEE-1", "worker-fee", true],
    ]);
    expect(await t.db.select().from(jobs).where(eq(jobs.sourceId, creds.id))).toEqual([]);
  });

  it("answers 401 for a wrong secret or a paused feed, 405 for an unknown command, 415 for another type", async () => {
    const creds = await newFeed();
    expect((await send(advertXml(advert(creds, { password: "wrong" })))).status).toBe(401);
    expect((await send(advertXml(advert(creds, { username: "nobody" })))).status).toBe(401);
    const unknown = await send(advertXml(advert(creds, { command: "repost" })));
    expect([unknown.status, element(unknown.text, "status")]).toEqual([405, ["ERROR"]]);
    expect((await send(JSON.stringify(advert(creds)), "application/json")).status).toBe(415);
    const paused = await call(patchSource, `/api/admin/sources/${creds.id}`, {
      method: "PATCH",
      params: { id: creds.id },
      body: { paused: true },
      cookie: callers.admin,
    });
    expect(paused.status).toBe(200);
    expect((await send(advertXml(advert(creds)))).status).toBe(401);
  });

  it("makes one job of an advert sent several times at once, and holds the allowance under a burst", async () => {
    const creds = await newFeed(3);
    const same = await Promise.all(Array.from({ length: 4 }, () => send(advertXml(advert(creds, { job_reference: "SAME-1" })))));
    expect(same.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const burst = await Promise.all(Array.from({ length: 5 }, (_, i) => send(advertXml(advert(creds, { job_reference: `BURST-${i}` })))));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(2);
    expect(burst.filter((r) => r.status === 406)).toHaveLength(3);
    const mine = await t.db.select({ ref: jobs.externalReference }).from(jobs).where(eq(jobs.sourceId, creds.id));
    expect(mine).toHaveLength(3);
    expect(mine.filter((j) => j.ref === "SAME-1")).toHaveLength(1);
  });

  it("makes an address that keeps guessing wait, before it looks any source up, and no other address", async () => {
    const creds = await newFeed();
    const from = (address: string, body: string) =>
      call(feed, "/api/feeds/multiposter", { rawBody: body, headers: { "content-type": "application/xml", "x-forwarded-for": address } });
    for (let i = 0; i < FAILED_LOGINS; i++)
      expect((await from("203.0.113.77", advertXml(advert(creds, { password: `guess-${i}` })))).status).toBe(401);
    const blocked = await from("203.0.113.77", advertXml(advert(creds)));
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain("Too many wrong usernames or passwords");
    expect((await from("203.0.113.78", advertXml(advert(creds)))).status).toBe(200);
  });

  it("refuses a missing salary and an over-allowance advert with 406 naming why", async () => {
    const creds = await newFeed(1);
    const noPay = await send(advertXml(advert(creds, { salary_from: "", salary_to: "" })));
    expect(noPay.status).toBe(406);
    expect(element(noPay.text, "message").join(" ")).toMatch(/salary_from/);
    expect((await send(advertXml(advert(creds, { job_reference: "A" })))).status).toBe(200);
    const over = await send(advertXml(advert(creds, { job_reference: "B" })));
    expect(over.status).toBe(406);
    expect(element(over.text, "message").join(" ")).toMatch(/allowance/i);
    // The job already live may still be updated.
    expect((await send(advertXml(advert(creds, { job_reference: "A", job_title: "Crane Operator II" })))).status).toBe(200);
  });

  it("leaves a DOCTYPE's entities unexpanded and refuses the body", async () => {
    const creds = await newFeed();
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE job [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<job><command>add</command><username>${creds.username}</username><password>${creds.secret}</password><job_reference>X</job_reference><job_title>&b;&xxe;</job_title></job>`;
    const res = await send(bomb);
    expect(res.status).toBe(400);
    expect(res.text).not.toContain("root:");
    expect(await t.db.select().from(jobs).where(eq(jobs.sourceId, creds.id))).toEqual([]);
  });

  it("reports an advert's status with HTTP Basic and its refusals", async () => {
    const creds = await newFeed();
    await send(advertXml(advert(creds, { job_reference: "S-1" })));
    const basic = `Basic ${Buffer.from(`${creds.username}:${creds.secret}`).toString("base64")}`;
    const res = await call(advertStatus, "/api/feeds/multiposter/status?job_reference=S-1", {
      headers: { authorization: basic, accept: "application/json" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ jobReference: "S-1", status: "live", views: 0, applyClicks: 0 });
    const wrong = await call(advertStatus, "/api/feeds/multiposter/status?job_reference=S-1", {
      headers: { authorization: "Basic Zm9vOmJhcg==" },
    });
    expect(wrong.status).toBe(401);
  });
});

describe("the admin's sources", () => {
  it("is admins' only", async () => {
    expect(await nonAdminStatuses(callers, (cookie) => call(listSources, "/api/admin/sources", { cookie }))).toEqual([401, 403, 403]);
  });

  it("shows a secret once, rotates it (the old one stops working) and deletes a source, closing its jobs", async () => {
    const creds = await newFeed();
    const listed = (await (await call(listSources, "/api/admin/sources", { cookie: callers.admin })).json()) as Record<string, unknown>[];
    const row = listed.find((s) => s.id === creds.id)!;
    expect(row).toMatchObject({ username: creds.username, paused: false });
    expect(JSON.stringify(listed)).not.toContain(creds.secret);
    const rotated = (await (
      await call(patchSource, `/api/admin/sources/${creds.id}`, {
        method: "PATCH",
        params: { id: creds.id },
        body: { rotateSecret: true },
        cookie: callers.admin,
      })
    ).json()) as { secret: string };
    expect(rotated.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await send(advertXml(advert(creds)))).status).toBe(401);
    const added = await send(advertXml(advert({ ...creds, secret: rotated.secret })));
    expect(added.status).toBe(200);
    const id = element(added.text, "advert_url")[0]!.split("/job/")[1]!;
    const gone = await call(deleteSource, `/api/admin/sources/${creds.id}`, {
      method: "DELETE",
      params: { id: creds.id },
      cookie: callers.admin,
    });
    expect(gone.status).toBe(200);
    // The job stays, closed, with its reference; only the source is gone.
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ externalReference: "REF-1", sourceId: null });
    expect(job!.applicationClosingDate.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await call(getSource, `/api/admin/sources/${creds.id}`, { params: { id: creds.id }, cookie: callers.admin })).status).toBe(404);
  });

  it("refuses a sync of a multiposter with 409 and an ATS source without a safe token with 400", async () => {
    const creds = await newFeed();
    expect((await call(postSync, `/api/admin/sources/${creds.id}/sync`, { params: { id: creds.id }, cookie: callers.admin })).status).toBe(
      409,
    );
    const bad = await call(createSource, "/api/admin/sources", {
      body: { kind: "greenhouse", name: "GH", userId: employerId, token: "../../etc", allowance: 5 },
      cookie: callers.admin,
    });
    expect(bad.status).toBe(400);
    expect(await t.db.select().from(jobRefusals).where(eq(jobRefusals.sourceId, creds.id))).toEqual([]);
  });
});
