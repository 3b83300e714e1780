// One interface for taking money: Stripe when it is configured, else the demo provider (test mode).
import "server-only";
import type { PlanType } from "@/lib/plans";
import { config } from "../config";
import { HttpError } from "../http/errors";
import type { Db } from "../db/client";
import { demoProvider } from "./demo-provider";
import { stripeProvider } from "./stripe-provider";

export type PaymentStatus = "pending" | "succeeded" | "failed" | "canceled";

type IntentRequest = {
  userId: string;
  planType: PlanType;
  /** In the currency's smallest unit (pence). */
  amount: number;
  currency: "gbp";
  /** The same draft sent twice makes one intent, not two. */
  idempotencyKey: string;
};

type ProviderIntent = { intentId: string; clientSecret: string };

/** What the provider says about an intent now: the source of truth for money. */
type ProviderState = { status: PaymentStatus; amount: number; currency: string };

export interface PaymentProvider {
  readonly name: "demo" | "stripe";
  createIntent(request: IntentRequest): Promise<ProviderIntent>;
  retrieve(intentId: string): Promise<ProviderState | null>;
}

export const PAYMENTS_NOT_SET_UP = "Payments are not set up on this site yet. Please try again later.";

/**
 * A live site that forgot STRIPE_SECRET_KEY must not hand out free postings for the 4242 test card:
 * the demo provider runs there only when DEMO_PAYMENTS=true (config's demoPayments).
 */
export function paymentProvider(db: Db): PaymentProvider {
  const { stripe, demoPayments } = config();
  if (stripe) return stripeProvider(stripe);
  if (!demoPayments) throw new HttpError(503, PAYMENTS_NOT_SET_UP);
  return demoProvider(db);
}
