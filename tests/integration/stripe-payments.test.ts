// Stripe as the payment provider: the real SDK against a local stand-in of its API, and webhooks signed
// with the SDK's own test helper.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirmDemo } from "@/app/api/payments/demo/confirm/route";
import { POST as createJob } from "@/app/api/jobs/route";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { jobs, payments, webhookEvents } from "@/server/db/schema";
import { listAdminJobs } from "@/server/jobs/admin-job-list";
import { sentMail } from "../support/queue";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { jobDraft } from "../support/job-drafts";
import { STAND_IN_WEBHOOK_SECRET, stripeStandInForThisFile, type StandInIntent } from "../support/stripe-stand-in";
import { stripeEvent, stripeSignature } from "../support/stripe-events";

const standIn = await stripeStandInForThisFile();
const SECRET = STAND_IN_WEBHOOK_SECRET;

const t = withTestDatabase();
const DAY = 24 * 60 * 60 * 1000;

async function startPayment(cookie: string, draft = jobDraft()) {
  const res = await call(createIntent, "/api/create-payment-intent", { cookie, body: { amount: 1, planType: draft.planType, job: draft } });
  expect(res.status).toBe(200);
  return (await res.json()) as { clientSecret: string; paymentIntentId: string; provider: string };
}

function eventFor(intent: Partial<StandInIntent> & { id: string }, type = "payment_intent.succeeded", id?: string) {
  const object = { ...standIn.intents.get(intent.id), ...intent };
  return stripeEvent(type, object, id);
}

function deliver(payload: string, header = stripeSignature(payload, SECRET)) {
  return call(webhook, "/api/webhooks/stripe", {
    method: "POST",
    rawBody: payload,
    headers: { "stripe-signature": header, "content-type": "application/json" },
  });
}

const jobsFor = (intentId: string) => t.db.select().from(jobs).where(eq(jobs.paymentIntentId, intentId));
const paymentFor = async (intentId: string) => (await t.db.select().from(payments).where(eq(payments.intentId, intentId)))[0];

describe("the Stripe adapter", () => {
  it("creates the PaymentIntent on the server with the plan's price in GBP, metadata and an idempotency key", async () => {
    const employer = await signUp();
    const draft = jobDraft({ planType: "premium" });
    const started = await startPayment(employer.cookie, draft);
    expect(started).toMatchObject({ provider: "stripe", clientSecret: `${started.paymentIntentId}_secret_abc` });
    const sent = standIn.requests.findLast((r) => r.method === "POST")!;
    expect(sent.form.get("amount")).toBe("29900");
    expect(sent.form.get("currency")).toBe("gbp");
    expect(sent.form.get("metadata[userId]")).toBe(employer.id);
    expect(sent.form.get("metadata[planType]")).toBe("premium");
    expect(sent.headers["idempotency-key"]).toMatch(/^[0-9a-f]{64}$/);

    // Checkout reloaded with the same draft: the same intent, one ledger row.
    const again = await startPayment(employer.cookie, draft);
    expect(again.paymentIntentId).toBe(started.paymentIntentId);
    expect(await t.db.select().from(payments).where(eq(payments.userId, employer.id))).toHaveLength(1);
  });

  it("switches the demo card endpoint off", async () => {
    const employer = await signUp();
    const { paymentIntentId } = await startPayment(employer.cookie);
    const res = await call(confirmDemo, "/api/payments/demo/confirm", {
      cookie: employer.cookie,
      body: { paymentIntentId, cardNumber: "4242424242424242" },
    });
    expect(res.status).toBe(404);
    expect((await paymentFor(paymentIntentId)).status).toBe("pending");
  });

  it("asks Stripe before creating a job: unpaid is refused, paid is created without waiting for the webhook", async () => {
    const employer = await signUp();
    const draft = jobDraft();
    const { paymentIntentId } = await startPayment(employer.cookie, draft);
    const early = await call(createJob, "/api/jobs", { cookie: employer.cookie, body: { ...draft, paymentIntentId } });
    expect(early.status).toBe(402);
    standIn.setStatus(paymentIntentId, "succeeded");
    const paid = await call(createJob, "/api/jobs", { cookie: employer.cookie, body: { ...draft, paymentIntentId } });
    expect(paid.status).toBe(201);
    expect(await jobsFor(paymentIntentId)).toHaveLength(1);
  });
});

describe("the returning buyer's path", () => {
  it("creates no job when Stripe reports a success of the wrong amount or currency", async () => {
    const employer = await signUp();
    const draft = jobDraft();
    for (const change of [{ amount: 100 }, { currency: "usd" }]) {
      const { paymentIntentId } = await startPayment(employer.cookie, { ...draft, title: `Changed ${JSON.stringify(change)}` });
      Object.assign(standIn.intents.get(paymentIntentId)!, change, { status: "succeeded" });
      const res = await call(createJob, "/api/jobs", { cookie: employer.cookie, body: { ...draft, paymentIntentId } });
      expect(res.status).toBe(402);
      expect((await paymentFor(paymentIntentId)).status).toBe("pending");
      expect(await jobsFor(paymentIntentId)).toHaveLength(0);
    }
  });
});

describe("POST /api/webhooks/stripe", () => {
  it("refuses a missing, wrong or stale signature with 400 and changes nothing", async () => {
    const employer = await signUp();
    const { paymentIntentId } = await startPayment(employer.cookie);
    standIn.setStatus(paymentIntentId, "succeeded");
    const payload = eventFor({ id: paymentIntentId });
    const missing = await call(webhook, "/api/webhooks/stripe", { method: "POST", rawBody: payload });
    const wrong = await deliver(payload, stripeSignature(payload, "whsec_someone_else"));
    const stale = await deliver(payload, stripeSignature(payload, SECRET, Math.floor(Date.now() / 1000) - 600));
    const tampered = await deliver(payload.replace('"succeeded"', '"canceled"'), stripeSignature(payload, SECRET));
    expect([missing.status, wrong.status, stale.status, tampered.status]).toEqual([400, 400, 400, 400]);
    expect((await paymentFor(paymentIntentId)).status).toBe("pending");
    expect(await jobsFor(paymentIntentId)).toHaveLength(0);
    expect(await t.db.select().from(webhookEvents)).toHaveLength(0);
  });

  it("creates the job from the stored draft when the buyer never came back, once however often it is delivered", async () => {
    const employer = await signUp();
    const { paymentIntentId } = await startPayment(employer.cookie, jobDraft({ planType: "premium", title: "Saturation Diver" }));
    standIn.setStatus(paymentIntentId, "succeeded");
    const payload = eventFor({ id: paymentIntentId });
    const first = await deliver(payload);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ outcome: "job-created" });
    const replay = await deliver(payload);
    expect(await replay.json()).toMatchObject({ outcome: "duplicate" });
    const [job] = await jobsFor(paymentIntentId);
    expect(job).toMatchObject({ title: "Saturation Diver", isFeatured: true, isActive: true, employerId: employer.id });
    expect((await jobsFor(paymentIntentId)).length).toBe(1);
    expect((await paymentFor(paymentIntentId)).jobId).toBe(job.id);

    // The buyer's browser returns afterwards: the same job, not a second.
    const late = await call(createJob, "/api/jobs", {
      cookie: employer.cookie,
      body: { ...jobDraft({ planType: "premium" }), paymentIntentId },
    });
    expect(late.status).toBe(200);
    expect(((await late.json()) as { id: string }).id).toBe(job.id);
  });

  it("still makes the job when the webhook arrives after the paid window has started closing", async () => {
    const employer = await signUp();
    const draft = jobDraft({ planType: "starter", applicationClosingDate: new Date(Date.now() + DAY).toISOString().slice(0, 10) });
    const { paymentIntentId } = await startPayment(employer.cookie, draft);
    // Stripe retries for days: by the time this delivery lands, the closing date is behind us.
    await t.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 3 * DAY) })
      .where(eq(payments.intentId, paymentIntentId));
    const stored = (await paymentFor(paymentIntentId)).draft!;
    await t.db
      .update(payments)
      .set({
        draft: {
          ...stored,
          applicationStartDate: new Date(Date.now() - 3 * DAY).toISOString(),
          applicationClosingDate: new Date(Date.now() - 2 * DAY).toISOString(),
        },
      })
      .where(eq(payments.intentId, paymentIntentId));
    standIn.setStatus(paymentIntentId, "succeeded");
    expect(await (await deliver(eventFor({ id: paymentIntentId }))).json()).toMatchObject({ outcome: "job-created" });
    expect(await jobsFor(paymentIntentId)).toHaveLength(1);
  });

  it("makes one job from concurrent deliveries and a returning browser", async () => {
    const employer = await signUp();
    const draft = jobDraft();
    const { paymentIntentId } = await startPayment(employer.cookie, draft);
    standIn.setStatus(paymentIntentId, "succeeded");
    const payload = eventFor({ id: paymentIntentId });
    const other = eventFor({ id: paymentIntentId }); // Stripe may send a second event for the same success
    const results = await Promise.all([
      deliver(payload),
      deliver(payload),
      deliver(other),
      call(createJob, "/api/jobs", { cookie: employer.cookie, body: { ...draft, paymentIntentId } }),
    ]);
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(await jobsFor(paymentIntentId)).toHaveLength(1);
  });

  it("ends in the state Stripe reports, whatever order events arrive in", async () => {
    const employer = await signUp();
    const { paymentIntentId } = await startPayment(employer.cookie, jobDraft({ title: "Out of order" }));
    const failedEarlier = eventFor({ id: paymentIntentId, status: "requires_payment_method" }, "payment_intent.payment_failed");
    const succeeded = eventFor({ id: paymentIntentId, status: "succeeded" });
    await deliver(succeeded);
    await deliver(failedEarlier);
    expect((await paymentFor(paymentIntentId)).status).toBe("succeeded");
    expect(await jobsFor(paymentIntentId)).toHaveLength(1);

    const second = await startPayment(employer.cookie, jobDraft({ title: "Failed then paid" }));
    await deliver(eventFor({ id: second.paymentIntentId, status: "requires_payment_method" }, "payment_intent.payment_failed"));
    expect((await paymentFor(second.paymentIntentId)).status).toBe("failed");
    await deliver(eventFor({ id: second.paymentIntentId, status: "succeeded" }));
    expect((await paymentFor(second.paymentIntentId)).status).toBe("succeeded");
    expect(await jobsFor(second.paymentIntentId)).toHaveLength(1);
  });

  it("creates no job for a success of the wrong amount or currency", async () => {
    const employer = await signUp();
    const { paymentIntentId } = await startPayment(employer.cookie);
    await deliver(eventFor({ id: paymentIntentId, status: "succeeded", amount: 100 }));
    await deliver(eventFor({ id: paymentIntentId, status: "succeeded", currency: "usd" }));
    expect((await paymentFor(paymentIntentId)).status).toBe("pending");
    expect(await jobsFor(paymentIntentId)).toHaveLength(0);
  });

  it("acknowledges events it does not act on", async () => {
    const res = await deliver(
      JSON.stringify({ id: "evt_other", object: "event", type: "customer.created", data: { object: { id: "cus_1" } } }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: "ignored" });
  });
});

describe("refunds and disputes", () => {
  const refund = (intentId: string, full = true) =>
    stripeEvent("charge.refunded", {
      id: `ch_${intentId}`,
      object: "charge",
      payment_intent: intentId,
      amount: 29_900,
      amount_refunded: full ? 29_900 : 5_000,
      refunded: full,
    });
  const dispute = (intentId: string, type: "created" | "closed", status = "needs_response") =>
    stripeEvent(`charge.dispute.${type}`, {
      id: `dp_${intentId}`,
      object: "dispute",
      charge: `ch_${intentId}`,
      payment_intent: intentId,
      amount: 29_900,
      status,
    });

  async function livePremiumJob(title: string) {
    const employer = await signUp();
    const { paymentIntentId } = await startPayment(employer.cookie, jobDraft({ planType: "premium", title }));
    standIn.setStatus(paymentIntentId, "succeeded");
    await deliver(eventFor({ id: paymentIntentId }));
    const [job] = await jobsFor(paymentIntentId);
    expect(job).toMatchObject({ isActive: true, isFeatured: true });
    return { employer, paymentIntentId, jobId: job.id };
  }
  const dashboardRow = async (jobId: string) =>
    (await listAdminJobs(t.db, { limit: 500, offset: 0, search: undefined, employer: undefined })).jobs.find((j) => j.id === jobId)!;
  const mailsTo = async (email: string) => (await sentMail(10_000)).filter((m) => m.to.includes(email));

  it("takes a fully refunded job off the board, says why on the dashboard and emails the employer, once", async () => {
    const { employer, paymentIntentId, jobId } = await livePremiumJob("Refunded Rigger");
    const payload = refund(paymentIntentId);
    expect(await (await deliver(payload)).json()).toMatchObject({ outcome: "payment-issue" });
    expect(await (await deliver(payload)).json()).toMatchObject({ outcome: "duplicate" });
    expect(await (await deliver(refund(paymentIntentId))).json()).toMatchObject({ outcome: "ignored" });
    const [job] = await jobsFor(paymentIntentId);
    expect(job).toMatchObject({ isActive: false, isFeatured: false });
    expect(await dashboardRow(jobId)).toMatchObject({ paymentIssue: "refunded" });
    const mails = (await mailsTo(employer.email)).filter((m) => m.subject === "Your Outpost job posting was refunded");
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('"Refunded Rigger"');
  });

  it("leaves a partly refunded job listed", async () => {
    const { paymentIntentId } = await livePremiumJob("Partly Refunded");
    expect(await (await deliver(refund(paymentIntentId, false))).json()).toMatchObject({ outcome: "ignored" });
    expect((await jobsFor(paymentIntentId))[0]).toMatchObject({ isActive: true, isFeatured: true });
  });

  it("takes a disputed job down, and records how the dispute closed whatever order the events come in", async () => {
    const lost = await livePremiumJob("Disputed and lost");
    expect(await (await deliver(dispute(lost.paymentIntentId, "created"))).json()).toMatchObject({ outcome: "payment-issue" });
    expect((await jobsFor(lost.paymentIntentId))[0]).toMatchObject({ isActive: false, isFeatured: false });
    expect(await dashboardRow(lost.jobId)).toMatchObject({ paymentIssue: "disputed" });
    await deliver(dispute(lost.paymentIntentId, "closed", "lost"));
    await deliver(dispute(lost.paymentIntentId, "created")); // a late repeat of the opening
    expect(await dashboardRow(lost.jobId)).toMatchObject({ paymentIssue: "dispute_lost" });
    expect((await mailsTo(lost.employer.email)).map((m) => m.subject)).toEqual(
      expect.arrayContaining(["Your Outpost payment is disputed", "The dispute about your Outpost payment was decided"]),
    );

    const won = await livePremiumJob("Disputed and won");
    await deliver(dispute(won.paymentIntentId, "created"));
    await deliver(dispute(won.paymentIntentId, "closed", "won"));
    expect(await dashboardRow(won.jobId)).toMatchObject({ paymentIssue: "dispute_won", isActive: false });
  });

  it("makes no job for a payment refunded before it was ever turned into one", async () => {
    const employer = await signUp();
    const draft = jobDraft();
    const { paymentIntentId } = await startPayment(employer.cookie, draft);
    standIn.setStatus(paymentIntentId, "succeeded");
    await deliver(refund(paymentIntentId));
    expect(await (await deliver(eventFor({ id: paymentIntentId }))).json()).toMatchObject({ outcome: "updated" });
    const late = await call(createJob, "/api/jobs", { cookie: employer.cookie, body: { ...draft, paymentIntentId } });
    expect(late.status).toBe(402);
    expect(await jobsFor(paymentIntentId)).toHaveLength(0);
  });
});
