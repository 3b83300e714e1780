// Pay as the trade quotes it, on the production build: a day rate posted or imported stays a day rate in
// the API, on the job page ('£650/day') and in its JobPosting data (unitText DAY); a client that does not
// name a unit posts a yearly salary as before; a yearly figure typed as a day rate is refused.
import { beforeAll, describe, expect, it } from "vitest";
import { jobCardSchema, jobDetailSchema } from "../../../lib/schemas/public-job";
import { jobDraft } from "../../support/job-drafts";
import { expectMessage, http } from "../support/client";
import { importJobsCsv, JOB_CSV_HEADER } from "../support/job-import";
import { ownAccount, type OwnAccount } from "../support/own-accounts";

const SUCCEEDS = "4242 4242 4242 4242";
const run = Date.now().toString(36);
let employer: OwnAccount;

/** Posts and pays for a job on the demo provider, as the post-job form and checkout do. */
async function postPaidJob(draft: Record<string, unknown>): Promise<string> {
  const cookie = employer.cookie;
  const started = await http("/api/create-payment-intent", { body: { planType: draft.planType, job: draft }, cookie });
  expect(started.status, started.text).toBe(200);
  const { paymentIntentId } = started.json() as { paymentIntentId: string };
  expect((await http("/api/payments/demo/confirm", { body: { paymentIntentId, cardNumber: SUCCEEDS }, cookie })).status).toBe(200);
  const posted = await http("/api/jobs", { body: { ...draft, paymentIntentId }, cookie });
  expect(posted.status, posted.text).toBe(201);
  return (posted.json() as { id: string }).id;
}

/** The job page's visible text and the baseSalary of its JobPosting data. */
async function jobPage(id: string) {
  const page = await http(`/job/${id}`);
  expect(page.status).toBe(200);
  const script = page.text.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  const posting = JSON.parse(script![1]) as { baseSalary: { value: { minValue: number; maxValue: number; unitText: string } } };
  return { html: page.text, salary: posting.baseSalary.value };
}

beforeAll(async () => {
  employer = await ownAccount("pay-units", "employer");
});

describe("a day rate", () => {
  it("posted by an employer is answered, shown and published as a day rate", async () => {
    const title = `Day Rate Driller ${run}`;
    const id = await postPaidJob(jobDraft({ title, salaryMin: 650, salaryMax: 650, salaryUnit: "day", rotation: "28-28" }));

    const detail = jobDetailSchema.parse((await http(`/api/jobs/${id}`)).json());
    expect(detail).toMatchObject({ salaryMin: 650, salaryMax: 650, salaryUnit: "day" });
    const [card] = (await http(`/api/jobs?search=${encodeURIComponent(title)}`)).json() as unknown[];
    expect(jobCardSchema.parse(card)).toMatchObject({ id, salaryUnit: "day" });

    const page = await jobPage(id);
    expect(page.html).toContain("£650/day");
    expect(page.salary).toEqual({ "@type": "QuantitativeValue", minValue: 650, maxValue: 650, unitText: "DAY" });
  });

  it("imported from a CSV keeps its figures and its unit", async () => {
    const title = `Imported Mud Engineer ${run}`;
    const row = `${title},Harrow Drilling,North Sea,£600-£700 per day,Oil & Gas,Mud engineer on a jack-up.,OK,https://harrow.example/jobs/${run}`;
    const imported = await importJobsCsv(`${JOB_CSV_HEADER}\n${row}`);
    expect(imported.status, imported.text).toBe(200);
    const [card] = (await http(`/api/jobs?search=${encodeURIComponent(title)}`)).json() as Record<string, unknown>[];
    expect(card).toMatchObject({ salaryMin: 600, salaryMax: 700, salaryUnit: "day" });
    const page = await jobPage(card.id as string);
    expect(page.html).toContain("£600–£700/day");
    expect(page.salary.unitText).toBe("DAY");
  });

  it("a negative figure must be positive, and a year above £1,000,000 is refused", async () => {
    const start = (job: Record<string, unknown>) =>
      http("/api/create-payment-intent", { body: { planType: job.planType, job }, cookie: employer.cookie });
    const negative = await start(jobDraft({ salaryMin: -50, salaryMax: 650, salaryUnit: "day" }));
    expectMessage(negative, 400, /Minimum salary must be a positive number/);
    const yearly = await start(jobDraft({ salaryMin: 900_000, salaryMax: 1_000_001 }));
    expectMessage(yearly, 400, /A yearly salary above £1,000,000 is too high/);
  });

  it("above £5,000 a day is refused as the yearly figure it must be", async () => {
    const draft = jobDraft({ salaryMin: 120_000, salaryMax: 150_000, salaryUnit: "day" });
    const answer = await http("/api/create-payment-intent", { body: { planType: draft.planType, job: draft }, cookie: employer.cookie });
    expectMessage(answer, 400, /A day rate above £5,000 is too high/);
  });
});

describe("a client that names no unit", () => {
  it("posts a yearly salary, shown and published per year as before", async () => {
    const id = await postPaidJob(jobDraft({ title: `Yearly Crane Operator ${run}` }));
    expect((await http(`/api/jobs/${id}`)).json()).toMatchObject({ salaryMin: 95_000, salaryMax: 120_000, salaryUnit: "year" });
    const page = await jobPage(id);
    expect(page.html).toContain("£95K - £120K");
    expect(page.salary.unitText).toBe("YEAR");
  });
});

describe("sorting and filtering by pay", () => {
  it("compare a day rate by its year's worth: the demo's £650/day on 28/28 counts as £118,300", async () => {
    const inBand = (await http("/api/jobs?limit=100&salaryMin=110000&salaryMax=120000")).json() as Record<string, unknown>[];
    expect(inBand.some((job) => job.salaryUnit === "day" && job.salaryMin === 650)).toBe(true);
    const above = (await http("/api/jobs?limit=100&salaryMin=120000")).json() as Record<string, unknown>[];
    expect(above.some((job) => job.salaryUnit === "day" && job.salaryMin === 650)).toBe(false);
  });
});
