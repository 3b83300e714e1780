// A job posted the way an employer posts one: a payment intent, the demo card, then the job itself.
import { expect } from "vitest";
import { POST as createIntent } from "@/app/api/create-payment-intent/route";
import { POST as confirmDemo } from "@/app/api/payments/demo/confirm/route";
import { POST as createJob } from "@/app/api/jobs/route";
import { call } from "./http";
import { jobDraft } from "./job-drafts";

export const CARD = "4242424242424242";

export async function postPaidJob(cookie: string, overrides: Record<string, unknown> = {}) {
  const draft = jobDraft({ planType: "starter", ...overrides });
  const intent = await call(createIntent, "/api/create-payment-intent", { cookie, body: { planType: draft.planType, job: draft } });
  const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
  await call(confirmDemo, "/api/payments/demo/confirm", { cookie, body: { paymentIntentId, cardNumber: CARD } });
  const res = await call(createJob, "/api/jobs", { cookie, body: { ...draft, paymentIntentId } });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { id, paymentIntentId, draft };
}
