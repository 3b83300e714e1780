// The compliance gate on the production build, the same at every door: a Colorado job without benefits is
// refused by the post form's payment, by POST /api/jobs and by a CSV row, each in the gate's words; an advert
// asking for a registration fee is refused and flagged to admins; a German title without (m/w/d) is saved
// with its warning, answered to the poster and shown to the admins.
import { beforeAll, describe, expect, it } from "vitest";
import { jobDraft } from "../../support/job-drafts";
import { http } from "../support/client";
import { importJobsCsv } from "../support/job-import";
import { ownAccount, type OwnAccount } from "../support/own-accounts";

const SUCCEEDS = "4242 4242 4242 4242";
const FILE = "compliance-gate";
const run = Date.now().toString(36);
const COLORADO = "Denver, CO, United States";
const BENEFITS_WORDS =
  "Describe the benefits (health cover, paid leave, retirement, bonuses): Colorado and Washington require them in the advert";
let employer: OwnAccount;

const startPayment = (job: Record<string, unknown>) =>
  http("/api/create-payment-intent", { body: { planType: job.planType, job }, cookie: employer.cookie });

/** A payment started and paid for `paidFor`, then the job posted with `posted` (the draft the browser sends back). */
async function payThenPost(paidFor: Record<string, unknown>, posted: Record<string, unknown> = paidFor) {
  const started = await startPayment(paidFor);
  expect(started.status, started.text).toBe(200);
  const { paymentIntentId } = started.json() as { paymentIntentId: string };
  const paid = await http("/api/payments/demo/confirm", { body: { paymentIntentId, cardNumber: SUCCEEDS }, cookie: employer.cookie });
  expect(paid.status, paid.text).toBe(200);
  return http("/api/jobs", { body: { ...posted, paymentIntentId }, cookie: employer.cookie });
}

beforeAll(async () => {
  employer = await ownAccount(FILE, "employer");
});

describe("a Colorado job without benefits", () => {
  it("is refused by /api/create-payment-intent before any money moves", async () => {
    const answer = await startPayment(jobDraft({ title: `Haul Truck Operator ${run}`, location: COLORADO }));
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json()).toEqual({ message: BENEFITS_WORDS, code: "policy", field: "benefits", rule: "benefits" });
  });

  it("is refused by POST /api/jobs even with a payment made for a draft that had them", async () => {
    const described = jobDraft({ title: `Blast Hole Driller ${run}`, location: COLORADO, benefits: "Medical and dental cover, 401(k)" });
    const answer = await payThenPost(described, { ...described, benefits: "" });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json()).toEqual({ message: BENEFITS_WORDS, code: "policy", field: "benefits", rule: "benefits" });
  });

  it("is refused as its CSV row, in the gate's words, while the other rows import", async () => {
    const header = "job_title,company_name,location,salary,category,job_description,benefits,link_status,application_url";
    const rows = [
      `Mine Electrician ${run},Front Range Mining,"${COLORADO}",£70k,mining,Underground electrical work.,,OK,https://frontrange.example/${run}/1`,
      `Mine Fitter ${run},Front Range Mining,"${COLORADO}",£65k,mining,Maintain the fleet.,Health cover and paid leave,OK,https://frontrange.example/${run}/2`,
    ];
    const answer = await importJobsCsv([header, ...rows].join("\n"), { skipWarnings: true });
    expect(answer.status, answer.text).toBe(200);
    const body = answer.json() as { result: Record<string, number>; errors: { row: number; error: string }[] };
    expect(body.result).toMatchObject({ totalRows: 2, created: 1, errorCount: 1 });
    expect(body.errors).toEqual([expect.objectContaining({ row: 2, error: expect.stringContaining(BENEFITS_WORDS) })]);
  });
});

describe("an advert asking the worker for a fee", () => {
  it("is refused with code policy and listed first, flagged, for the admins", async () => {
    const title = `Deckhand Start Monday ${run}`;
    const answer = await startPayment(
      jobDraft({ title, description: "Immediate start on a supply vessel. You must pay a registration fee of £80 before boarding." }),
    );
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json()).toMatchObject({ code: "policy", rule: "worker-fee", field: "description" });
    expect((answer.json() as { message: string }).message).toMatch(/^Workers may not be asked to pay for finding work/);

    const page = await http("/admin/refusals", { as: "admin" });
    expect(page.status).toBe(200);
    const first = page.text.indexOf("<li");
    const card = page.text.slice(first, page.text.indexOf("</li>", first));
    expect(card).toContain('data-flagged="true"');
    expect(card).toContain("Likely scam");
    expect(card).toContain(title);
    expect(card).toContain("worker-fee");
  });

  it("keeps the list to admins", async () => {
    const page = await http("/admin/refusals", { cookie: employer.cookie });
    expect(page.text).not.toContain("Deckhand Start Monday");
  });
});

describe("a German job titled without (m/w/d)", () => {
  it("is saved with its warning, answered to the poster and shown to the admins", async () => {
    const title = `Rope Access Technician ${run}`;
    const draft = jobDraft({ title, location: "Hamburg, Germany" });
    const started = await startPayment(draft);
    expect(started.status, started.text).toBe(200);
    const warning = { rule: "gender-neutral-title", field: "title", message: expect.stringContaining("(m/w/d)") };
    expect((started.json() as { warnings: unknown }).warnings).toEqual([warning]);

    const posted = await payThenPost(draft);
    expect(posted.status, posted.text).toBe(201);
    const job = posted.json() as { id: string; warnings?: unknown };
    expect(job.warnings).toEqual([warning]);

    const listed = await http(`/api/admin/jobs?search=${encodeURIComponent(title)}`, { as: "admin" });
    expect(listed.status).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ id: job.id, country: "DE", warnings: [warning] })]);
    expect((await http(`/job/${job.id}`)).status).toBe(200);
  });
});
