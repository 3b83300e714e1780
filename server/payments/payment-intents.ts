// Starting a payment: the server prices the plan, asks the provider for an intent and keeps the draft job.
import "server-only";
import crypto from "node:crypto";
import { checkPlan, planAmountPence, PLANS, type PlanType } from "@/lib/plans";
import type { JobDraft } from "@/lib/schemas/job-draft";
import type { Db } from "../db/client";
import { payments } from "../db/schema";
import { badRequest } from "../http/errors";
import { paymentProvider } from "./provider";
import type { PaymentProvider } from "./types";

type StartedPayment = {
  clientSecret: string;
  paymentIntentId: string;
  provider: PaymentProvider["name"];
  amount: number;
  currency: "GBP";
};

/** Refuses a draft whose plan is not the one being paid for, or does not cover its dates. */
export function assertPlanCovers(planType: PlanType, draft: JobDraft): void {
  if (draft.planType !== planType) throw badRequest("The job's plan does not match the plan being paid for");
  const check = checkPlan(planType, draft.applicationStartDate, draft.applicationClosingDate);
  if (!check.isValid) throw badRequest(check.message);
}

export async function startPayment(db: Db, userId: string, planType: PlanType, draft: JobDraft): Promise<StartedPayment> {
  assertPlanCovers(planType, draft);
  const amount = planAmountPence(planType);
  const provider = paymentProvider(db);
  // A reload of checkout sends the same draft: Stripe answers with the intent it already made.
  const idempotencyKey = crypto
    .createHash("sha256")
    .update(JSON.stringify([userId, planType, draft]))
    .digest("hex");
  const intent = await provider.createIntent({ userId, planType, amount, currency: "gbp", idempotencyKey });
  await db
    .insert(payments)
    .values({
      provider: provider.name,
      intentId: intent.intentId,
      userId,
      planType,
      amount,
      currency: "GBP",
      draft: draftForStorage(draft),
    })
    .onConflictDoNothing();
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.intentId,
    provider: provider.name,
    amount: PLANS[planType].priceGbp,
    currency: "GBP",
  };
}

/** Dates become ISO strings in JSON; the draft schema reads them back. */
function draftForStorage(draft: JobDraft): Record<string, unknown> {
  return JSON.parse(JSON.stringify(draft)) as Record<string, unknown>;
}
