// Where a job takes applications, as stored: a feed's advert with only application_email keeps the address to
// forward to (never public), an employer's edit keeps question ids and where it applies unless it says
// otherwise, and switching an Outpost-only job to the employer's site needs a real link.
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as createSource } from "@/app/api/admin/sources/route";
import { POST as feed } from "@/app/api/feeds/multiposter/route";
import { PATCH as editJob } from "@/app/api/user/jobs/[id]/route";
import { GET as getJob } from "@/app/api/jobs/[id]/route";
import { PATCH as adminPatchJob } from "@/app/api/admin/jobs/[id]/route";
import { jobs } from "@/server/db/schema";
import { signUp } from "../support/accounts";
import { call } from "../support/http";
import { postPaidJob } from "../support/paid-job";
import { signInEveryRole, type Callers } from "../support/roles";
import { withTestDatabase } from "../support/test-db";

const t = withTestDatabase();
let callers: Callers;

beforeAll(async () => {
  callers = await signInEveryRole(t.db);
});

const xml = (fields: Record<string, string>) =>
  `<?xml version="1.0"?><job>${Object.entries(fields)
    .map(([k, v]) => `<${k}>${v.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</${k}>`)
    .join("")}</job>`;

const stored = async (id: string) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe("a feed's advert with only application_email", () => {
  it("takes applications on Outpost, stores the address to forward to and keeps it out of the job JSON", async () => {
    const employer = await signUp("employer");
    const source = await call(createSource, "/api/admin/sources", {
      body: { kind: "multiposter", name: `Broadbean ${Math.random()}`, userId: employer.id, allowance: 5 },
      cookie: callers.admin,
    });
    const creds = (await source.json()) as { username: string; secret: string };
    const advert = {
      command: "add",
      username: creds.username,
      password: creds.secret,
      job_reference: "MAIL-1",
      job_title: "Offshore Crane Operator",
      job_description: "<p>Run the pedestal crane on a 2/2 rotation.</p>",
      job_location: "Aberdeen, United Kingdom",
      salary_from: "60000",
      salary_to: "75000",
      application_email: "crew@agency.example",
    };
    const res = await call(feed, "/api/feeds/multiposter", { rawBody: xml(advert), headers: { "content-type": "application/xml" } });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    const id = /\/job\/([0-9a-f-]{36})/.exec(text)![1]!;
    const job = await stored(id);
    expect(job).toMatchObject({
      applyOn: "outpost",
      applicationEmail: "crew@agency.example",
      applicationUrl: "mailto:crew@agency.example",
    });
    const answer = await call(getJob, `/api/jobs/${id}`, { params: { id } });
    const body = await answer.text();
    expect(JSON.parse(body)).toMatchObject({ applyOn: "outpost", applicationUrl: `/job/${id}` });
    expect(body).not.toContain("applicationEmail");
    expect(body).not.toContain("crew@agency.example");

    // The same advert saying the employer's site as well keeps its address too; employer-site alone does not.
    const both = await call(feed, "/api/feeds/multiposter", {
      rawBody: xml({ ...advert, apply_on: "both", application_url: "https://apply.example/crane" }),
      headers: { "content-type": "application/xml" },
    });
    expect(both.status).toBe(200);
    expect(await stored(id)).toMatchObject({
      applyOn: "both",
      applicationEmail: "crew@agency.example",
      applicationUrl: "https://apply.example/crane",
    });
    const refused = await call(feed, "/api/feeds/multiposter", {
      rawBody: xml({ ...advert, apply_on: "employer-site" }),
      headers: { "content-type": "application/xml" },
    });
    expect(refused.status).toBe(406);
  });
});

describe("an employer's edit", () => {
  it("keeps question ids, gives a new question one, and keeps the Outpost choice when the edit does not say", async () => {
    const employer = await signUp();
    const { id, draft } = await postPaidJob(employer.cookie, {
      applyOn: "outpost",
      applicationUrl: "",
      screeningQuestions: [{ text: "Valid BOSIET?", kind: "yes-no", required: true }],
    });
    const before = await stored(id);
    expect(before.applicationUrl).toBe(`/job/${id}`);
    const [first] = before.screeningQuestions;
    const {
      planType: _p,
      isFeatured: _f,
      terms: _t,
      applicationStartDate: _s,
      applicationClosingDate: _c,
      applyOn: _a,
      ...rest
    } = draft as Record<string, unknown>;
    const res = await call(editJob, `/api/user/jobs/${id}`, {
      method: "PATCH",
      cookie: employer.cookie,
      params: { id },
      body: {
        ...rest,
        applicationUrl: "",
        screeningQuestions: [
          { text: "Valid BOSIET?", kind: "yes-no", required: false },
          { text: "Nearest airport?", kind: "short-text", required: false },
        ],
      },
    });
    expect(res.status, await res.clone().text()).toBe(400); // without applyOn the edit is read as the employer's site
    const said = await call(editJob, `/api/user/jobs/${id}`, {
      method: "PATCH",
      cookie: employer.cookie,
      params: { id },
      body: {
        ...rest,
        applyOn: "outpost",
        applicationUrl: "",
        screeningQuestions: [
          { text: "Valid BOSIET?", kind: "yes-no", required: false },
          { text: "Nearest airport?", kind: "short-text", required: false },
        ],
      },
    });
    expect(said.status, await said.clone().text()).toBe(200);
    const after = await stored(id);
    expect(after.applyOn).toBe("outpost");
    expect(after.applicationUrl).toBe(`/job/${id}`);
    expect(after.screeningQuestions[0]).toEqual({ ...first, required: false });
    expect(after.screeningQuestions[1]!.id).not.toBe(first!.id);

    const toSite = await call(editJob, `/api/user/jobs/${id}`, {
      method: "PATCH",
      cookie: employer.cookie,
      params: { id },
      body: { ...rest, applyOn: "employer-site", applicationUrl: "" },
    });
    expect(toSite.status).toBe(400);
    expect(await toSite.json()).toMatchObject({ message: "Application URL is required" });
  });
});

describe("an admin's edit", () => {
  it("sets where a job applies and its questions, and the gate refuses a health question there too", async () => {
    const employer = await signUp();
    const { id } = await postPaidJob(employer.cookie);
    const patch = (body: Record<string, unknown>) =>
      call(adminPatchJob, `/api/admin/jobs/${id}`, { method: "PATCH", cookie: callers.admin, params: { id }, body });
    const set = await patch({ applyOn: "both", screeningQuestions: [{ text: "Valid GWO?", kind: "yes-no", required: true }] });
    expect(set.status, await set.clone().text()).toBe(200);
    expect(await stored(id)).toMatchObject({
      applyOn: "both",
      screeningQuestions: [{ text: "Valid GWO?", kind: "yes-no", required: true }],
    });
    const refused = await patch({ screeningQuestions: [{ text: "Are you disabled?", kind: "yes-no", required: true }] });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "policy", rule: "screening-health", field: "screeningQuestions.0" });
  });
});
