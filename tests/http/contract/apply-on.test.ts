// How a job takes applications, on the production build: the post form's API takes applyOn and screening
// questions (an Outpost-only job needs no apply link) and refuses a health or pay-history question in the
// gate's words; the job JSON carries both and never the address a feed's applications are forwarded to;
// a feed's advert with only application_email takes applications on Outpost; a CSV sets both columns.
import { beforeAll, describe, expect, it } from "vitest";
import { jobDraft } from "../../support/job-drafts";
import { http } from "../support/client";
import { importJobsCsv } from "../support/job-import";
import { advert, advertXml, jobIdOf, newFeed, postAdvert } from "../support/multiposter";
import { ownAccount, type OwnAccount } from "../support/own-accounts";

const SUCCEEDS = "4242 4242 4242 4242";
const run = Date.now().toString(36);
let employer: OwnAccount;

const startPayment = (job: Record<string, unknown>) =>
  http("/api/create-payment-intent", { body: { planType: job.planType, job }, cookie: employer.cookie });

async function post(job: Record<string, unknown>) {
  const started = await startPayment(job);
  expect(started.status, started.text).toBe(200);
  const { paymentIntentId } = started.json() as { paymentIntentId: string };
  const paid = await http("/api/payments/demo/confirm", { body: { paymentIntentId, cardNumber: SUCCEEDS }, cookie: employer.cookie });
  expect(paid.status, paid.text).toBe(200);
  return http("/api/jobs", { body: { ...job, paymentIntentId }, cookie: employer.cookie });
}

type PublicJob = {
  id: string;
  applyOn: string;
  applicationUrl: string;
  screeningQuestions: { id: string; text: string; kind: string; required: boolean }[];
};
const publicJob = async (id: string) => {
  const answer = await http(`/api/jobs/${id}`);
  expect(answer.status, answer.text).toBe(200);
  expect(answer.text).not.toContain("applicationEmail");
  return answer.json() as PublicJob;
};
const cardOf = async (title: string) => {
  const [card] = (await http(`/api/jobs?search=${encodeURIComponent(title)}`)).json() as (PublicJob & { title: string })[];
  expect(card?.title).toBe(title);
  return card!;
};

beforeAll(async () => {
  employer = await ownAccount("apply-on", "employer");
});

describe("the post form's API", () => {
  it("posts a job on Outpost only with no apply link and two questions; the JSON carries them with ids", async () => {
    const title = `Rope Access Tech ${run}`;
    const answer = await post(
      jobDraft({
        title,
        applyOn: "outpost",
        applicationUrl: "",
        screeningQuestions: [
          { text: "Do you hold a valid OEUK medical?", kind: "yes-no", required: true },
          { text: "Nearest airport?", kind: "short-text", required: false },
        ],
      }),
    );
    expect(answer.status, answer.text).toBe(201);
    const { id } = answer.json() as { id: string };
    const job = await publicJob(id);
    expect(job.applyOn).toBe("outpost");
    expect(job.applicationUrl).toBe(`/job/${id}`);
    expect(job.screeningQuestions).toEqual([
      { id: expect.stringMatching(/^[\w-]{1,40}$/), text: "Do you hold a valid OEUK medical?", kind: "yes-no", required: true },
      { id: expect.stringMatching(/^[\w-]{1,40}$/), text: "Nearest airport?", kind: "short-text", required: false },
    ]);
    expect((await cardOf(title)).applyOn).toBe("outpost");
    const page = await http(`/job/${id}`, { headers: { accept: "text/html" } });
    expect(page.text).toContain('"directApply":true');
  });

  it("keeps a job on the employer's site by default, with directApply false", async () => {
    const answer = await post(jobDraft({ title: `Crane Op ${run}` }));
    expect(answer.status, answer.text).toBe(201);
    const { id } = answer.json() as { id: string };
    const job = await publicJob(id);
    expect([job.applyOn, job.screeningQuestions]).toEqual(["employer-site", []]);
    const page = await http(`/job/${id}`, { headers: { accept: "text/html" } });
    expect(page.text).toContain('"directApply":false');
  });

  it("refuses a job on the employer's site without its apply link, naming the field", async () => {
    const answer = await startPayment(jobDraft({ applyOn: "both", applicationUrl: "" }));
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json()).toMatchObject({ code: "validation_failed", message: "Application URL is required" });
  });

  it("refuses a pre-offer health question with 400 policy, on the question, saying why", async () => {
    const answer = await startPayment(
      jobDraft({
        applyOn: "outpost",
        screeningQuestions: [
          { text: "Do you hold a valid BOSIET?", kind: "yes-no", required: true },
          { text: "Do you have any medical conditions?", kind: "yes-no", required: true },
        ],
      }),
    );
    expect(answer.status, answer.text).toBe(400);
    const body = answer.json() as { message: string; code: string; field: string; rule: string };
    expect(body).toMatchObject({ code: "policy", rule: "screening-health", field: "screeningQuestions.1" });
    expect(body.message).toContain("Equality Act 2010 s.60");
  });

  it("refuses a pay-history question with 400 policy, on POST /api/jobs too", async () => {
    const clean = jobDraft({ applyOn: "both", screeningQuestions: [{ text: "Day rate wanted?", kind: "short-text" }] });
    const started = await startPayment(clean);
    expect(started.status, started.text).toBe(200);
    const { paymentIntentId } = started.json() as { paymentIntentId: string };
    await http("/api/payments/demo/confirm", { body: { paymentIntentId, cardNumber: SUCCEEDS }, cookie: employer.cookie });
    const answer = await http("/api/jobs", {
      body: { ...clean, screeningQuestions: [{ text: "What is your current salary?", kind: "short-text" }], paymentIntentId },
      cookie: employer.cookie,
    });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json()).toMatchObject({ code: "policy", rule: "screening-pay-history", field: "screeningQuestions.0" });
  });

  it("refuses six questions and an unknown kind as bad input", async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ text: `Question ${i}?`, kind: "yes-no" }));
    expect((await startPayment(jobDraft({ applyOn: "outpost", screeningQuestions: six }))).status).toBe(400);
    const essay = await startPayment(jobDraft({ applyOn: "outpost", screeningQuestions: [{ text: "Why?", kind: "essay" }] }));
    expect(essay.status).toBe(400);
    const fax = await startPayment(jobDraft({ applyOn: "fax" }));
    expect([fax.status, (fax.json() as { message: string }).message]).toEqual([
      400,
      "Choose where applicants apply: employer-site, outpost or both",
    ]);
  });
});

describe("the multiposter feed", () => {
  it("makes an application_email advert a job on Outpost, without the address in its JSON", async () => {
    const feed = await newFeed();
    const answer = await postAdvert(
      advertXml(
        advert(feed, {
          job_reference: `MAIL-${run}`,
          job_title: `Mail Crane Operator ${run}`,
          application_url: "",
          application_email: `crew-${run}@agency.example`,
          screening_questions: "Valid GWO?|yes-no|yes\nEarliest start?|short-text|no",
        }),
      ),
    );
    expect(answer.status, answer.text).toBe(200);
    const job = await publicJob(jobIdOf(answer));
    expect(job.applyOn).toBe("outpost");
    expect(job.applicationUrl).toBe(`/job/${job.id}`);
    const page = await http(`/job/${job.id}`, { headers: { accept: "text/html" } });
    expect(page.text).not.toContain(`crew-${run}@agency.example`);
    expect(JSON.stringify(await cardOf(`Mail Crane Operator ${run}`))).not.toContain("agency.example");
    expect(job.screeningQuestions.map((q) => [q.text, q.kind, q.required])).toEqual([
      ["Valid GWO?", "yes-no", true],
      ["Earliest start?", "short-text", false],
    ]);
    const withUrl = await postAdvert(advertXml(advert(feed, { job_reference: `URL-${run}` })));
    expect((await publicJob(jobIdOf(withUrl))).applyOn).toBe("employer-site");
  });
});

describe("the CSV import", () => {
  it("sets apply_on and screening_questions from their columns", async () => {
    const title = `Blade Tech ${run}`;
    const header =
      "job_title,company_name,location,salary,category,job_description,link_status,application_url,apply_on,screening_questions";
    const row = `${title},Skerry Wind,"Hull, United Kingdom",£48k,renewable-energy,Blade repair.,OK,https://skerry.example/${run},both,"Valid GWO?|yes-no|yes\nNearest airport?|short-text|no"`;
    const bad = `Bad ${title},Skerry Wind,Hull,£48k,renewable-energy,Blade repair.,OK,https://skerry.example/${run}/2,carrier pigeon,`;
    const answer = await importJobsCsv([header, row, bad].join("\n"), { skipWarnings: true });
    expect(answer.status, answer.text).toBe(200);
    const body = answer.json() as { result: Record<string, number>; errors: { row: number; error: string }[] };
    expect(body.result).toMatchObject({ totalRows: 2, created: 1, errorCount: 1 });
    expect(body.errors[0]).toMatchObject({ row: 3, error: "apply_on is employer-site, outpost or both, not carrier pigeon" });
    const card = await cardOf(title);
    const job = await publicJob(card.id);
    expect(job.applyOn).toBe("both");
    expect(job.screeningQuestions.map((q) => q.text)).toEqual(["Valid GWO?", "Nearest airport?"]);
  });
});
