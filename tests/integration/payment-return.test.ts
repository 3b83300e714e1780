// The checkout return page's endpoint with Stripe: the status comes from Stripe (the real SDK against the
// local stand-in), never from the browser, and a success posts the stored draft's job once.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as finish } from "@/app/api/payments/finish/route";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { jobs } from "@/server/db/schema";
import { withTestDatabase } from "../support/test-db";
import { call } from "../support/http";
import { signUp } from "../support/accounts";
import { jobDraft } from "../support/job-drafts";
import { STAND_IN_WEBHOOK_SECRET, stripeStandInForThisFile } from "../support/stripe-stand-in";

const standIn = await stripeStandInForThisFile();
const SECRET = STAND_IN_WEBHOOK_SECRET;

const t = withTestDatabase();
const jobsFor = (intentId: string) => t.db.select().from(jobs).where(eq(jobs.paymentIntentId, intentId));

async function started(draft = jobDraft()) {
  const employer = await signUp();
  const res = await call(createIntent, "/api/create-payment-intent", {
    cookie: employer.cookie,
    body: { planType: draft.planType, job: draft },
  });
  const { paymentIntentId } = (await res.json()) as { paymentIntentId: string };
  const finishAs = async (cookie = employer.cookie) => {
    const answer = await call(finish, "/api/payments/finish", { cookie, body: { paymentIntentId } });
    return {
      status: answer.status,
      body: (await answer.json()) as { status: string; kind: string; jobId: string | null; message?: string },
    };
  };
  return { employer, paymentIntentId, finishAs };
}

describe("POST /api/payments/finish with Stripe", () => {
  it("reports each of Stripe's unfinished states as the return page shows them, and posts nothing", async () => {
    const { paymentIntentId, finishAs } = await started();
    for (const [stripeStatus, shown] of [
      ["processing", "processing"],
      ["requires_action", "requires_action"],
      ["requires_payment_method", "failed"],
      ["canceled", "failed"],
    ]) {
      standIn.setStatus(paymentIntentId, stripeStatus);
      expect(await finishAs()).toEqual({ status: 200, body: { status: shown, kind: "job", jobId: null } });
    }
    expect(await jobsFor(paymentIntentId)).toHaveLength(0);
  });

  it("posts the job stored with the payment once it succeeds, once however often the page asks", async () => {
    const draft = jobDraft({ title: "Saturation Diver" });
    const { paymentIntentId, finishAs } = await started(draft);
    standIn.setStatus(paymentIntentId, "processing");
    expect((await finishAs()).body.status).toBe("processing");
    standIn.setStatus(paymentIntentId, "succeeded");
    const first = await finishAs();
    const again = await finishAs();
    expect(first.body).toMatchObject({ status: "succeeded", kind: "job" });
    expect(again.body).toEqual(first.body);
    const made = await jobsFor(paymentIntentId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ id: first.body.jobId, title: "Saturation Diver", isActive: true });
  });

  it("lets the webhook finish a payment that cleared after the buyer left, and the return page then finds that job", async () => {
    const { paymentIntentId, finishAs } = await started();
    standIn.setStatus(paymentIntentId, "processing");
    expect((await finishAs()).body.status).toBe("processing");
    standIn.setStatus(paymentIntentId, "succeeded");
    const payload = JSON.stringify({
      id: "evt_return_1",
      object: "event",
      type: "payment_intent.succeeded",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: standIn.intents.get(paymentIntentId) },
    });
    const header = new Stripe("sk_test_unused").webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect(
      (
        await call(webhook, "/api/webhooks/stripe", {
          method: "POST",
          rawBody: payload,
          headers: { "stripe-signature": header, "content-type": "application/json" },
        })
      ).status,
    ).toBe(200);
    const [job] = await jobsFor(paymentIntentId);
    expect((await finishAs()).body).toEqual({ status: "succeeded", kind: "job", jobId: job!.id });
    expect(await jobsFor(paymentIntentId)).toHaveLength(1);
  });

  it("treats a success for the wrong amount as no payment", async () => {
    const { paymentIntentId, finishAs } = await started();
    Object.assign(standIn.intents.get(paymentIntentId)!, { amount: 100, status: "succeeded" });
    expect((await finishAs()).body.status).toBe("failed");
    expect(await jobsFor(paymentIntentId)).toHaveLength(0);
  });

  it("answers 404 for another buyer's payment or one never made, and 401 signed out", async () => {
    const { paymentIntentId, finishAs } = await started();
    standIn.setStatus(paymentIntentId, "succeeded");
    const stranger = await signUp();
    expect((await finishAs(stranger.cookie)).status).toBe(404);
    expect(await jobsFor(paymentIntentId)).toHaveLength(0);
    const unknown = await call(finish, "/api/payments/finish", { cookie: stranger.cookie, body: { paymentIntentId: "pi_never_made" } });
    expect(unknown.status).toBe(404);
    expect((await call(finish, "/api/payments/finish", { body: { paymentIntentId } })).status).toBe(401);
  });
});
