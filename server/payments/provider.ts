// One interface for taking money: Stripe when it is configured, else the demo provider (test mode).
import "server-only";
import { and, eq } from "drizzle-orm";
import { paysPlanPrice } from "@/lib/plans";
import { config } from "../config";
import { notConfigured } from "../http/errors";
import type { Db } from "../db/client";
import { payments } from "../db/schema";
import { demoProvider } from "./demo-provider";
import { stripeProvider } from "./stripe-provider";
import type { PaymentProvider, PaymentStage } from "./types";

export const PAYMENTS_NOT_SET_UP = "Payments are not set up on this site yet. Please try again later.";

/**
 * A live site that forgot STRIPE_SECRET_KEY must not hand out free postings for the 4242 test card:
 * the demo provider runs there only when DEMO_PAYMENTS=true (config's demoPayments).
 */
export function paymentProvider(db: Db): PaymentProvider {
  const { stripe, demoPayments } = config();
  if (stripe) return stripeProvider(stripe);
  if (!demoPayments) throw notConfigured(PAYMENTS_NOT_SET_UP);
  return demoProvider(db);
}

/**
 * Where an intent stands, asked of the provider, since Stripe's webhook may not have arrived yet. A
 * success it reports is recorded only for the plan's price in GBP, the check the webhook makes (our
 * row's amount is what we asked for, not what was paid). Null for an intent we never made.
 */
export async function refreshFromProvider(db: Db, provider: PaymentProvider, intentId: string): Promise<PaymentStage | null> {
  const thisIntent = and(eq(payments.provider, provider.name), eq(payments.intentId, intentId));
  const [row] = await db.select({ status: payments.status, planType: payments.planType }).from(payments).where(thisIntent);
  if (!row) return null;
  if (row.status === "succeeded") return "succeeded";
  const state = await provider.retrieve(intentId);
  if (!state) return null;
  if (state.status !== "succeeded") return state.stage;
  if (!paysPlanPrice(row.planType, state.amount, state.currency)) return "failed";
  await db.update(payments).set({ status: "succeeded" }).where(thisIntent);
  return "succeeded";
}
