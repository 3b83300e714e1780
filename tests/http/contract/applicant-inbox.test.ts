// The employer's applicant inbox over real HTTP, on the production build: a job posted to take applications
// on Outpost, a seeker's application with a CV, then every inbox route as its employer, and 404 for
// another employer, a seeker and a signed-out caller, for the application and its CV alike.
import { beforeAll, describe, expect, it } from "vitest";
import { jobDraft } from "../../support/job-drafts";
import { PDF_CV, PDF_TYPE } from "../../support/cv-files";
import { expectMessage, http } from "../support/client";
import { ownAccount, type OwnAccount } from "../support/own-accounts";

const FILE = "applicant-inbox";
let owner: OwnAccount;
let other: OwnAccount;
let seeker: OwnAccount;
let jobId: string;
let appId: string;

async function postOutpostJob(cookie: string): Promise<string> {
  const draft = jobDraft({ title: `Inbox Rigger ${Date.now().toString(36)}`, applyOn: "outpost" });
  const started = await http("/api/create-payment-intent", { body: { amount: 1, planType: draft.planType, job: draft }, cookie });
  expect(started.status, started.text).toBe(200);
  const { paymentIntentId } = started.json() as { paymentIntentId: string };
  const paid = await http("/api/payments/demo/confirm", { body: { paymentIntentId, cardNumber: "4242 4242 4242 4242" }, cookie });
  expect(paid.status, paid.text).toBe(200);
  const created = await http("/api/jobs", { body: { ...draft, paymentIntentId }, cookie });
  expect(created.status, created.text).toBe(201);
  return (created.json() as { id: string }).id;
}

beforeAll(async () => {
  owner = await ownAccount(FILE, "employer");
  other = await ownAccount(FILE, "employer");
  seeker = await ownAccount(FILE, "user");
  jobId = await postOutpostJob(owner.cookie);
  const form = new FormData();
  form.set("answers", "[]");
  form.set("note", "Two hitches with this crew last year.");
  form.set("cv", new File([new Uint8Array(PDF_CV)], "Sam CV.pdf", { type: PDF_TYPE }));
  const applied = await http(`/api/jobs/${jobId}/applications`, { method: "POST", rawBody: form, cookie: seeker.cookie });
  expect(applied.status, applied.text).toBe(201);
  appId = (applied.json() as { id: string }).id;
});

const base = () => `/api/user/jobs/${jobId}/applications`;

describe("the job's employer", () => {
  it("lists the application, filtered and sorted, and refuses a bad filter, sort or cursor with 400", async () => {
    const listed = await http(`${base()}?sort=newest`, { cookie: owner.cookie });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("private, no-store");
    const page = listed.json() as { applicants: { id: string; status: string; cv: { type: string } | null }[]; nextCursor: string | null };
    expect(page.applicants).toEqual([
      expect.objectContaining({ id: appId, status: "sent", cv: expect.objectContaining({ type: PDF_TYPE }) }),
    ]);
    expect(page.nextCursor).toBeNull();
    // The job asks for no tickets, so every applicant's are all valid.
    const valid = (await http(`${base()}?filter=valid-tickets,available&sort=fit`, { cookie: owner.cookie })).json() as {
      applicants: unknown[];
    };
    expect(valid.applicants).toHaveLength(1);
    expectMessage(await http(`${base()}?filter=nonsense`, { cookie: owner.cookie }), 400);
    expectMessage(await http(`${base()}?sort=oldest`, { cookie: owner.cookie }), 400, "sort must be fit or newest");
    expectMessage(await http(`${base()}?cursor=bm9wZQ`, { cookie: owner.cookie }), 400, "cursor is not valid");
  });

  it("opens it, which marks it Viewed, and the seeker's tracker says so", async () => {
    const opened = await http(`${base()}/${appId}`, { cookie: owner.cookie });
    expect(opened.status, opened.text).toBe(200);
    expect(opened.json()).toMatchObject({ id: appId, status: "viewed", note: "Two hitches with this crew last year." });
    const tracked = (await http("/api/user/applications", { cookie: seeker.cookie })).json() as unknown;
    expect(JSON.stringify(tracked)).toContain('"viewed"');
  });

  it("is served the CV as an attachment no cache keeps", async () => {
    const cv = await http(`${base()}/${appId}/cv`, { cookie: owner.cookie });
    expect(cv.status).toBe(200);
    expect(cv.headers.get("content-type")).toBe(PDF_TYPE);
    expect(cv.headers.get("content-disposition")).toMatch(/^attachment; filename="[^"]+\.pdf"/);
    expect(cv.headers.get("cache-control")).toBe("private, no-store");
    expect(cv.text.startsWith("%PDF")).toBe(true);
  });

  it("shortlists it, and a bad status or a message without a decline is 400", async () => {
    expectMessage(
      await http(`${base()}/${appId}`, { method: "PATCH", body: { status: "sent" }, cookie: owner.cookie }),
      400,
      "status must be shortlisted, declined or hired",
    );
    expectMessage(
      await http(`${base()}/${appId}`, { method: "PATCH", body: { status: "hired", message: "Welcome aboard" }, cookie: owner.cookie }),
      400,
      "A message goes only with a decline",
    );
    expectMessage(
      await http(`${base()}/${appId}`, { method: "PATCH", body: { status: "declined", message: "x".repeat(1001) }, cookie: owner.cookie }),
      400,
    );
    const shortlisted = await http(`${base()}/${appId}`, { method: "PATCH", body: { status: "shortlisted" }, cookie: owner.cookie });
    expect(shortlisted.status, shortlisted.text).toBe(200);
    expect(shortlisted.json()).toMatchObject({ status: "shortlisted" });
  });
});

describe("everyone else gets 404", () => {
  const callers = () =>
    [
      ["another employer", other.cookie],
      ["a seeker, the applicant included", seeker.cookie],
      ["a signed-out caller", undefined],
    ] as const;

  it.each([0, 1, 2])("caller %i: the list, the application, its decision and its CV", async (i) => {
    const [, cookie] = callers()[i]!;
    expectMessage(await http(base(), { cookie }), 404, "Job not found");
    expectMessage(await http(`${base()}/${appId}`, { cookie }), 404, "Application not found");
    expectMessage(await http(`${base()}/${appId}`, { method: "PATCH", body: { status: "hired" }, cookie }), 404, "Application not found");
    expectMessage(await http(`${base()}/${appId}/cv`, { cookie }), 404, "CV not found");
  });

  it("leaves the application as its employer left it", async () => {
    const kept = (await http(`${base()}/${appId}`, { cookie: owner.cookie })).json() as { status: string };
    expect(kept.status).toBe("shortlisted");
  });
});
