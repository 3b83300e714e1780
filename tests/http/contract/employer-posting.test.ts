// Posting a paid job over real HTTP on the demo payment provider: plan check, payment intent, test-card
// confirmation, the job made from the payment, and the employer's own list (My Jobs) with removal.
import { beforeAll, describe, expect, it } from "vitest";
import { jobDraft } from "../../support/job-drafts";
import { expectMessage, http } from "../support/client";
import { ownAccount, type OwnAccount } from "../support/own-accounts";

const SUCCEEDS = "4242 4242 4242 4242";
const DECLINES = "4000 0000 0000 0002";
const DAY = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const BAD_LOGO = "https://exa mple.com/logo.png";

let owner: OwnAccount;
let other: OwnAccount;

beforeAll(async () => {
  owner = await ownAccount("employer-posting", "employer");
  other = await ownAccount("employer-posting", "employer");
});

async function startPayment(cookie: string, draft: Record<string, unknown> = jobDraft()) {
  const answer = await http("/api/create-payment-intent", { body: { amount: 1, planType: draft.planType, job: draft }, cookie });
  expect(answer.status, answer.text).toBe(200);
  return answer.json() as { clientSecret: string; paymentIntentId: string; provider: string; amount: number; currency: string };
}

const confirm = (cookie: string, paymentIntentId: string, cardNumber = SUCCEEDS) =>
  http("/api/payments/demo/confirm", { body: { paymentIntentId, cardNumber }, cookie });

const postJob = (cookie: string, paymentIntentId: string, draft: Record<string, unknown> = jobDraft()) =>
  http("/api/jobs", { body: { ...draft, paymentIntentId }, cookie });

describe("POST /api/validate-plan", () => {
  const check = (body: Record<string, unknown>) => http("/api/validate-plan", { body });

  it("answers 200 with isValid, message, requiredPlan and daysNeeded", async () => {
    const fits = await check({ planType: "professional", applicationStartDate: "2027-01-01", applicationClosingDate: "2027-01-21" });
    expect(fits.status).toBe(200);
    expect(fits.json()).toEqual({
      isValid: true,
      message: expect.stringContaining("Professional"),
      requiredPlan: "starter",
      daysNeeded: 20,
    });
    const tooShort = (
      await check({ planType: "starter", applicationStartDate: "2027-01-01", applicationClosingDate: "2027-03-01" })
    ).json();
    expect(tooShort).toMatchObject({ isValid: false, requiredPlan: "professional", daysNeeded: 59 });
  });

  it.each([
    [
      "an unknown plan",
      { planType: "platinum", applicationStartDate: "2027-01-01", applicationClosingDate: "2027-01-21" },
      "Invalid plan selected",
    ],
    ["no start date", { planType: "starter", applicationClosingDate: "2027-01-21" }, "Application start date is required"],
    [
      "a date that is not one",
      { planType: "starter", applicationStartDate: "2027-01-01", applicationClosingDate: "soon" },
      "Application closing date is required",
    ],
  ])("answers 400 for %s", async (_name, body, message) => {
    expectMessage(await check(body), 400, message);
  });
});

describe("POST /api/create-payment-intent", () => {
  it("prices the plan on the server whatever amount is sent", async () => {
    const started = await startPayment(owner.cookie, jobDraft({ planType: "premium", title: "Priced by the server" }));
    expect(started).toMatchObject({ provider: "demo", amount: 299, currency: "GBP" });
    expect(started.paymentIntentId).toMatch(/^pi_demo_/);
    expect(started.clientSecret).toMatch(new RegExp(`^${started.paymentIntentId}_secret_`));
  });

  it("answers 401 when signed out", async () => {
    expectMessage(
      await http("/api/create-payment-intent", { body: { planType: "starter", job: jobDraft({ planType: "starter" }) } }),
      401,
      "Please log in to continue",
    );
  });

  it.each([
    [
      "a job on another plan",
      { planType: "starter", job: jobDraft({ planType: "professional" }) },
      "The job's plan does not match the plan being paid for",
    ],
    [
      "a plan too short for the dates",
      { planType: "starter", job: jobDraft({ planType: "starter", applicationClosingDate: day(60) }) },
      /The Starter plan covers up to 30 days/,
    ],
    ["terms not ticked", { planType: "professional", job: jobDraft({ terms: false }) }, "You must agree to the terms"],
    [
      "an application window already past",
      { planType: "professional", job: jobDraft({ applicationStartDate: day(-10), applicationClosingDate: day(-3) }) },
      "Start date cannot be in the past",
    ],
    [
      "'other' without a custom category",
      { planType: "professional", job: jobDraft({ category: "other", customCategory: "" }) },
      /Custom category/,
    ],
    // An address with a space in its host passed and broke the job's page for ever.
    [
      "a company logo address with a space in the host",
      { planType: "professional", job: jobDraft({ companyLogoUrl: BAD_LOGO }) },
      /Company logo/,
    ],
    [
      "a swipe image that is not http(s)",
      { planType: "professional", job: jobDraft({ swipeCardImageUrl: "javascript:alert(1)" }) },
      /Swipe card image/,
    ],
  ])("answers 400 for %s", async (_name, body, message) => {
    expectMessage(await http("/api/create-payment-intent", { body, cookie: owner.cookie }), 400, message);
  });
});

describe("POST /api/payments/demo/confirm", () => {
  it("declines 4000 0000 0000 0002 with 402, then accepts 4242… with 200 'succeeded', and stays succeeded", async () => {
    const { paymentIntentId } = await startPayment(owner.cookie, jobDraft({ title: "Declined then paid" }));
    expectMessage(await confirm(owner.cookie, paymentIntentId, DECLINES), 402, "Your card was declined.");
    expectMessage(await confirm(owner.cookie, paymentIntentId, "4111 1111 1111 1111"), 402, "Your card number is incorrect.");
    const paid = await confirm(owner.cookie, paymentIntentId);
    expect(paid.status).toBe(200);
    expect(paid.json()).toEqual({ status: "succeeded" });
    expect((await confirm(owner.cookie, paymentIntentId, DECLINES)).json()).toEqual({ status: "succeeded" });
  });

  it("answers 400 for a card number that is not one, 401 signed out, 404 for an unknown or someone else's intent", async () => {
    const { paymentIntentId } = await startPayment(owner.cookie, jobDraft({ title: "Someone else's intent" }));
    expectMessage(await confirm(owner.cookie, paymentIntentId, "4242"), 400, "Your card number is incomplete.");
    expectMessage(
      await http("/api/payments/demo/confirm", { body: { paymentIntentId, cardNumber: SUCCEEDS } }),
      401,
      "Please log in to continue",
    );
    expectMessage(await confirm(other.cookie, paymentIntentId), 404, "Payment not found");
    expectMessage(await confirm(owner.cookie, "pi_demo_unknown"), 404, "Payment not found");
  });
});

describe("POST /api/jobs", () => {
  it("makes the job once per succeeded payment: 201, then 200 with the same job", async () => {
    const draft = jobDraft({ title: "Made once", planType: "premium" });
    const { paymentIntentId } = await startPayment(owner.cookie, draft);
    expect((await confirm(owner.cookie, paymentIntentId)).status).toBe(200);

    const created = await postJob(owner.cookie, paymentIntentId, draft);
    expect(created.status).toBe(201);
    const job = created.json() as Record<string, unknown>;
    expect(job).toMatchObject({
      title: "Made once",
      company: draft.company,
      isActive: true,
      isFeatured: true,
      planType: "premium",
      paymentIntentId,
      // A UK advert with nothing the compliance gate warns of.
      warnings: [],
    });
    expect(Object.keys(job).sort()).toEqual([
      "company",
      "expiresAt",
      "id",
      "isActive",
      "isFeatured",
      "paymentIntentId",
      "planType",
      "title",
      "warnings",
    ]);

    const again = await postJob(owner.cookie, paymentIntentId, draft);
    expect(again.status).toBe(200);
    expect((again.json() as { id: string }).id).toBe(job.id);

    expect((await http(`/api/jobs/${job.id as string}`)).status).toBe(200);
    expect((await http(`/job/${job.id as string}`)).status).toBe(200);
  });

  it("answers 402 for a payment that has not succeeded, and 404 for someone else's", async () => {
    const { paymentIntentId } = await startPayment(owner.cookie, jobDraft({ title: "Not paid yet" }));
    expectMessage(await postJob(owner.cookie, paymentIntentId, jobDraft({ title: "Not paid yet" })), 402, "Payment has not succeeded");
    expect((await confirm(owner.cookie, paymentIntentId)).status).toBe(200);
    expectMessage(await postJob(other.cookie, paymentIntentId), 404, "Payment not found");
    expectMessage(await postJob(owner.cookie, "pi_demo_unknown"), 404, "Payment not found");
  });

  it("answers 400 for a draft the board cannot show, even with a succeeded payment", async () => {
    const { paymentIntentId } = await startPayment(owner.cookie, jobDraft({ title: "Logo swapped after paying" }));
    expect((await confirm(owner.cookie, paymentIntentId)).status).toBe(200);
    // The logo address with a space in its host is refused here too, not stored.
    expectMessage(await postJob(owner.cookie, paymentIntentId, jobDraft({ companyLogoUrl: BAD_LOGO })), 400, /Company logo/);
    expectMessage(await http("/api/jobs", { body: jobDraft(), cookie: owner.cookie }), 400, /Payment is required|paymentIntentId/);
    expectMessage(
      await postJob(owner.cookie, paymentIntentId, jobDraft({ salaryMin: 200_000, salaryMax: 100_000 })),
      400,
      "Maximum salary must be at least the minimum salary",
    );
  });

  it("answers 401 when signed out", async () => {
    expectMessage(await postJob("", "pi_demo_whatever"), 401, "Please log in to continue");
  });
});

describe("GET /api/user/jobs and DELETE /api/user/jobs/{id}", () => {
  it("lists the employer's own postings with views and apply clicks, and archives one on request", async () => {
    const draft = jobDraft({ title: "Mine to remove" });
    const { paymentIntentId } = await startPayment(owner.cookie, draft);
    await confirm(owner.cookie, paymentIntentId);
    const { id } = (await postJob(owner.cookie, paymentIntentId, draft)).json() as { id: string };

    const mine = await http("/api/user/jobs", { cookie: owner.cookie });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("no-store");
    const listed = mine.json() as Record<string, unknown>[];
    expect(listed.find((j) => j.id === id)).toMatchObject({
      title: "Mine to remove",
      isActive: true,
      views: expect.any(Number),
      applyClicks: 0,
    });
    expect(((await http("/api/user/jobs", { cookie: other.cookie })).json() as unknown[]).length).toBe(0);

    // Another employer's job reads as missing.
    expectMessage(await http(`/api/user/jobs/${id}`, { method: "DELETE", cookie: other.cookie }), 404, "Job not found");
    const removed = await http(`/api/user/jobs/${id}`, { method: "DELETE", cookie: owner.cookie });
    expect(removed.status).toBe(200);
    expect(removed.json()).toEqual({ message: "Job removed successfully" });
    expect(
      ((await http("/api/user/jobs", { cookie: owner.cookie })).json() as Record<string, unknown>[]).find((j) => j.id === id),
    ).toMatchObject({ isActive: false });
    expectMessage(await http(`/api/jobs/${id}`), 404, "Job not found");
    expectMessage(await http("/api/user/jobs/not-an-id", { method: "DELETE", cookie: owner.cookie }), 404, "Job not found");
  });

  it("answers 401 when signed out", async () => {
    expectMessage(await http("/api/user/jobs"), 401, "Please log in to continue");
    expectMessage(
      await http("/api/user/jobs/00000000-0000-4000-8000-000000000000", { method: "DELETE" }),
      401,
      "Please log in to continue",
    );
  });
});

describe("payment limits", () => {
  it("answers 429 to a user's 21st payment intent within the hour", async () => {
    const spender = await ownAccount("employer-posting", "employer");
    const start = (i: number) =>
      http("/api/create-payment-intent", {
        body: { planType: "starter", job: jobDraft({ planType: "starter", title: `Intent ${i}` }) },
        cookie: spender.cookie,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await start(i)).status);
    expect(statuses).toEqual(Array(20).fill(200));
    expectMessage(await start(20), 429, "Too many requests. Please try again later.");
  });

  it("answers 429 to a user's 31st test-card confirmation within the hour", async () => {
    const guesser = await ownAccount("employer-posting", "employer");
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i++) statuses.add((await confirm(guesser.cookie, `pi_demo_guess_${i}`)).status);
    expect([...statuses]).toEqual([404]);
    expectMessage(await confirm(guesser.cookie, "pi_demo_guess_last"), 429, "Too many requests. Please try again later.");
  });
});
