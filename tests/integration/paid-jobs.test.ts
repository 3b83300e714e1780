// The money path on the demo provider: no job without a succeeded payment of the plan's price, one job per payment.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as validatePlan } from "@/app/api/validate-plan/route";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirmDemo } from "@/app/api/payments/demo/confirm/route";
import { POST as createJob } from "@/app/api/jobs/route";
import { GET as featuredJobs } from "@/app/api/jobs/featured/route";
import { closingInstant } from "@/lib/closing-date";
import { employers, jobs, payments } from "@/server/db/schema";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { jobDraft } from "../support/job-drafts";
import { insertJob } from "../support/factories";

const t = withTestDatabase();
const DAY = 24 * 60 * 60 * 1000;
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

async function startPayment(cookie: string, draft = jobDraft()) {
  const res = await call(createIntent, "/api/create-payment-intent", { cookie, body: { amount: 1, planType: draft.planType, job: draft } });
  expect(res.status).toBe(200);
  return (await res.json()) as { clientSecret: string; paymentIntentId: string; amount: number; provider: string };
}

async function pay(cookie: string, paymentIntentId: string, cardNumber = "4242 4242 4242 4242") {
  return call(confirmDemo, "/api/payments/demo/confirm", { cookie, body: { paymentIntentId, cardNumber } });
}

async function post(cookie: string, paymentIntentId: string, draft: Record<string, unknown> = jobDraft()) {
  return call(createJob, "/api/jobs", { cookie, body: { ...draft, paymentIntentId } });
}

async function paidJob(plan: "starter" | "professional" | "premium", extra: Record<string, unknown> = {}) {
  const employer = await signUp();
  const draft = jobDraft({ planType: plan, ...extra });
  const { paymentIntentId } = await startPayment(employer.cookie, draft);
  expect((await pay(employer.cookie, paymentIntentId)).status).toBe(200);
  const res = await post(employer.cookie, paymentIntentId, draft);
  return { employer, draft, paymentIntentId, res };
}

describe("POST /api/validate-plan", () => {
  const check = (planType: string, days: number) =>
    call(validatePlan, "/api/validate-plan", {
      body: {
        planType,
        applicationStartDate: "2027-01-01",
        applicationClosingDate: new Date(Date.parse("2027-01-01") + days * DAY).toISOString().slice(0, 10),
      },
    });

  it("accepts a plan that covers the window and names the cheapest that would", async () => {
    expect(await (await check("premium", 20)).json()).toMatchObject({ isValid: true, requiredPlan: "starter", daysNeeded: 20 });
    expect(await (await check("starter", 30)).json()).toMatchObject({ isValid: true, requiredPlan: "starter", daysNeeded: 30 });
  });

  it("refuses a plan too short and names the one needed", async () => {
    const body = await (await check("starter", 31)).json();
    expect(body).toMatchObject({ isValid: false, requiredPlan: "professional", daysNeeded: 31 });
    expect(body.message).toMatch(/Professional/);
    expect(await (await check("professional", 91)).json()).toMatchObject({ isValid: false, requiredPlan: "premium" });
  });

  it("finds no plan beyond 180 days", async () => {
    expect(await (await check("premium", 180)).json()).toMatchObject({ isValid: true });
    expect(await (await check("premium", 181)).json()).toMatchObject({ isValid: false, requiredPlan: null, daysNeeded: 181 });
  });

  it("answers 400 'Invalid plan selected' for an unknown plan", async () => {
    const res = await check("platinum", 10);
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe("Invalid plan selected");
  });
});

describe("POST /api/create-payment-intent", () => {
  it("needs a signed-in user", async () => {
    const res = await call(createIntent, "/api/create-payment-intent", {
      body: { amount: 99, planType: "starter", job: jobDraft({ planType: "starter" }) },
    });
    expect(res.status).toBe(401);
  });

  it("prices the plan on the server, ignoring the amount sent, and keeps the draft", async () => {
    const employer = await signUp();
    const started = await startPayment(employer.cookie, jobDraft({ planType: "premium" }));
    expect(started).toMatchObject({ provider: "demo", amount: 299 });
    expect(started.clientSecret).toContain(started.paymentIntentId);
    const [row] = await t.db.select().from(payments).where(eq(payments.intentId, started.paymentIntentId));
    expect(row).toMatchObject({ userId: employer.id, planType: "premium", amount: 29900, currency: "GBP", status: "pending" });
    expect(row.draft).toMatchObject({ title: "Rope Access Technician" });
  });

  it("refuses a plan too short for the dates, and a draft for another plan", async () => {
    const employer = await signUp();
    const long = jobDraft({ planType: "starter", applicationClosingDate: new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10) });
    const res = await call(createIntent, "/api/create-payment-intent", {
      cookie: employer.cookie,
      body: { planType: "starter", job: long },
    });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toMatch(/Starter plan covers up to 30 days/);
    const mismatch = await call(createIntent, "/api/create-payment-intent", {
      cookie: employer.cookie,
      body: { planType: "starter", job: jobDraft({ planType: "premium" }) },
    });
    expect(mismatch.status).toBe(400);
  });

  it("checks the job's fields (section 5) before taking any money", async () => {
    const employer = await signUp();
    const bad = async (overrides: Record<string, unknown>) => {
      const res = await call(createIntent, "/api/create-payment-intent", {
        cookie: employer.cookie,
        body: { planType: "professional", job: jobDraft(overrides) },
      });
      expect(res.status).toBe(400);
      return messageOf(res);
    };
    expect(await bad({ applicationUrl: "javascript:alert(1)" })).toMatch(/http:\/\/ or https:\/\//);
    expect(await bad({ salaryMin: 200000, salaryMax: 100000 })).toMatch(/at least the minimum/);
    expect(await bad({ category: "other", customCategory: "  " })).toBe("Custom category name is required when 'Other' is selected");
    expect(await bad({ applicationClosingDate: "2020-01-01" })).toMatch(/on or after the start date/);
    expect(await bad({ title: "" })).toBe("Job title is required");
    expect(await bad({ terms: false })).toBe("You must agree to the terms");
    const past = new Date(Date.now() - 5 * DAY).toISOString().slice(0, 10);
    expect(await bad({ applicationStartDate: past, applicationClosingDate: past })).toBe("Start date cannot be in the past");
    expect(await t.db.select().from(payments).where(eq(payments.userId, employer.id))).toHaveLength(0);
  });
});

describe("POST /api/payments/demo/confirm", () => {
  it("succeeds with 4242… and declines 4000 0000 0000 0002 with Stripe's words", async () => {
    const employer = await signUp();
    const { paymentIntentId } = await startPayment(employer.cookie);
    const declined = await pay(employer.cookie, paymentIntentId, "4000000000000002");
    expect(declined.status).toBe(402);
    expect(await messageOf(declined)).toBe("Your card was declined.");
    const ok = await pay(employer.cookie, paymentIntentId);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: "succeeded" });
  });

  it("will not confirm another user's intent", async () => {
    const owner = await signUp();
    const other = await signUp();
    const { paymentIntentId } = await startPayment(owner.cookie);
    expect((await pay(other.cookie, paymentIntentId)).status).toBe(404);
    const [row] = await t.db.select().from(payments).where(eq(payments.intentId, paymentIntentId));
    expect(row.status).toBe("pending");
  });
});

describe("POST /api/jobs", () => {
  it("needs a signed-in user", async () => {
    expect((await call(createJob, "/api/jobs", { body: { ...jobDraft(), paymentIntentId: "pi_x" } })).status).toBe(401);
  });

  it("creates no job without a payment, or with a forged, unconfirmed, declined or foreign one", async () => {
    const employer = await signUp();
    const before = (await t.db.select().from(jobs)).length;
    expect((await call(createJob, "/api/jobs", { cookie: employer.cookie, body: jobDraft() })).status).toBe(400);
    expect((await post(employer.cookie, "pi_demo_forged")).status).toBe(404);

    const unconfirmed = await startPayment(employer.cookie);
    const res = await post(employer.cookie, unconfirmed.paymentIntentId);
    expect(res.status).toBe(402);
    expect(await messageOf(res)).toBe("Payment has not succeeded");

    const declined = await startPayment(employer.cookie, jobDraft({ title: "Declined" }));
    await pay(employer.cookie, declined.paymentIntentId, "4000000000000002");
    expect((await post(employer.cookie, declined.paymentIntentId)).status).toBe(402);

    const stranger = await signUp();
    const theirs = await startPayment(stranger.cookie);
    await pay(stranger.cookie, theirs.paymentIntentId);
    expect((await post(employer.cookie, theirs.paymentIntentId)).status).toBe(404);

    expect(await t.db.select().from(jobs)).toHaveLength(before);
  });

  it("refuses a draft whose dates the paid plan does not cover, and a paid plan swapped for a dearer one", async () => {
    const employer = await signUp();
    const draft = jobDraft({ planType: "starter" });
    const { paymentIntentId } = await startPayment(employer.cookie, draft);
    await pay(employer.cookie, paymentIntentId);
    const longer = await post(employer.cookie, paymentIntentId, {
      ...draft,
      applicationClosingDate: new Date(Date.now() + 100 * DAY).toISOString().slice(0, 10),
    });
    expect(longer.status).toBe(400);
    const upgraded = await post(employer.cookie, paymentIntentId, { ...draft, planType: "premium" });
    expect(upgraded.status).toBe(400);
    expect(await t.db.select().from(jobs).where(eq(jobs.paymentIntentId, paymentIntentId))).toHaveLength(0);
  });

  it("refuses a paid job whose application window had already passed when the payment started", async () => {
    const employer = await signUp();
    const draft = jobDraft({ planType: "starter" });
    const { paymentIntentId } = await startPayment(employer.cookie, draft);
    await pay(employer.cookie, paymentIntentId);
    const past = await post(employer.cookie, paymentIntentId, {
      ...draft,
      applicationStartDate: "2020-01-01",
      applicationClosingDate: "2020-01-20",
    });
    expect(past.status).toBe(400);
    expect(await messageOf(past)).toBe("Start date cannot be in the past");
    const closed = await post(employer.cookie, paymentIntentId, {
      ...draft,
      applicationStartDate: new Date(Date.now() - DAY).toISOString().slice(0, 10),
      applicationClosingDate: new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10),
    });
    expect(closed.status).toBe(400);
    expect(await t.db.select().from(jobs).where(eq(jobs.paymentIntentId, paymentIntentId))).toHaveLength(0);
    // The window it paid for is still fine.
    expect((await post(employer.cookie, paymentIntentId, draft)).status).toBe(201);
  });

  it("refuses a payment that did not pay the plan's price", async () => {
    const employer = await signUp();
    const { paymentIntentId } = await startPayment(employer.cookie);
    await pay(employer.cookie, paymentIntentId);
    await t.db.update(payments).set({ amount: 100 }).where(eq(payments.intentId, paymentIntentId));
    const res = await post(employer.cookie, paymentIntentId);
    expect(res.status).toBe(402);
    expect(await messageOf(res)).toMatch(/price/);
  });

  it("makes a premium job featured and a starter job not, whatever was asked, listed until its closing date", async () => {
    const premium = await paidJob("premium", { isFeatured: false, isActive: false, expiresAt: "2099-01-01" });
    expect(premium.res.status).toBe(201);
    const made = (await premium.res.json()) as { id: string };
    const [p] = await t.db.select().from(jobs).where(eq(jobs.id, made.id));
    expect(p).toMatchObject({
      isFeatured: true,
      isActive: true,
      planType: "premium",
      employerId: premium.employer.id,
      paymentIntentId: premium.paymentIntentId,
    });
    expect(p.expiresAt).toEqual(closingInstant(premium.draft.applicationClosingDate));

    const starter = await paidJob("starter", { isFeatured: true });
    const [s] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, ((await starter.res.json()) as { id: string }).id));
    expect(s).toMatchObject({ isFeatured: false, isActive: true, planType: "starter" });
    expect(s.expiresAt).toEqual(closingInstant(starter.draft.applicationClosingDate));
  });

  it("puts a new paid job at the top of an order an admin has arranged", async () => {
    await insertJob(t.db, { displayOrder: 40, isFeatured: true, planType: "premium" });
    const { res } = await paidJob("premium");
    const { id } = (await res.json()) as { id: string };
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job.displayOrder).toBe(41);
    const featured = (await (await call(featuredJobs, "/api/jobs/featured")).json()) as { id: string }[];
    expect(featured[0].id).toBe(id);
  });

  it("gives the same job for the same payment twice, never a second one", async () => {
    const { employer, draft, paymentIntentId, res } = await paidJob("professional");
    const first = (await res.json()) as { id: string };
    const again = await post(employer.cookie, paymentIntentId, { ...draft, title: "A second job for free" });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(first.id);
    const both = await Promise.all([post(employer.cookie, paymentIntentId, draft), post(employer.cookie, paymentIntentId, draft)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await t.db.select().from(jobs).where(eq(jobs.paymentIntentId, paymentIntentId))).toHaveLength(1);
  });

  it("makes the paying company a converted lead with source paid", async () => {
    await t.db.insert(employers).values({ name: "Kittiwake Drilling", source: "seed", notes: "Found in import" });
    const { employer } = await paidJob("starter", { company: "KITTIWAKE DRILLING" });
    const [lead] = await t.db.select().from(employers).where(eq(employers.name, "Kittiwake Drilling"));
    expect(lead).toMatchObject({ converted: true, source: "paid", contacted: true, contactEmail: employer.email });
    expect(lead.notes).toMatch(/^Found in import\nConverted to paid on \d{2}\/\d{2}\/\d{4}$/);

    await paidJob("starter", { company: "Brand New Rigs Ltd" });
    const [fresh] = await t.db.select().from(employers).where(eq(employers.name, "Brand New Rigs Ltd"));
    expect(fresh).toMatchObject({ converted: true, source: "paid" });
    const [job] = await t.db.select().from(jobs).where(eq(jobs.company, "Brand New Rigs Ltd"));
    expect(job.employerProfileId).toBe(fresh.id);
  });
});
