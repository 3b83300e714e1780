// The payment provider's contract, apart from the choice of provider (provider.ts), so the providers
// and the code that uses them import the types without importing each other.
import type { PlanType } from "@/lib/plans";

export type PaymentStatus = "pending" | "succeeded" | "failed" | "canceled";

/**
 * Where the customer stands with an intent, as the return page tells them: our `pending` split into
 * money on its way (`processing`) and a step the customer still owes (`requires_action`).
 */
export type PaymentStage = "succeeded" | "processing" | "requires_action" | "failed";

export type IntentRequest = {
  userId: string;
  planType: PlanType;
  /** In the currency's smallest unit (pence). */
  amount: number;
  currency: "gbp";
  /** The same draft sent twice makes one intent, not two. */
  idempotencyKey: string;
};

export type ProviderIntent = { intentId: string; clientSecret: string };

/** What the provider says about an intent now: the source of truth for money. */
export type ProviderState = { status: PaymentStatus; stage: PaymentStage; amount: number; currency: string };

export interface PaymentProvider {
  readonly name: "demo" | "stripe";
  createIntent(request: IntentRequest): Promise<ProviderIntent>;
  retrieve(intentId: string): Promise<ProviderState | null>;
}
