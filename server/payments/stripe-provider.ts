// Stripe PaymentIntents: created on the server with the plan's price; their status is read back from Stripe.
import "server-only";
import type Stripe from "stripe";
import type { PaymentProvider, PaymentStage, PaymentStatus } from "./types";
import { stripeClient, type StripeSettings } from "./stripe-client";

/** Stripe's intent statuses, folded into ours: only 'succeeded' means money. */
export function statusFromStripe(status: Stripe.PaymentIntent.Status): PaymentStatus {
  if (status === "succeeded") return "succeeded";
  if (status === "canceled") return "canceled";
  if (status === "requires_payment_method") return "failed";
  return "pending";
}

/** What the customer is told: money on its way, a step still theirs (3-D Secure, a bank redirect), or pay again. */
export function stageFromStripe(status: Stripe.PaymentIntent.Status): PaymentStage {
  if (status === "succeeded") return "succeeded";
  if (status === "processing") return "processing";
  if (status === "requires_action" || status === "requires_confirmation" || status === "requires_capture") return "requires_action";
  return "failed";
}

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  return {
    name: "stripe",
    async createIntent({ userId, planType, amount, currency, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount,
          currency,
          automatic_payment_methods: { enabled: true },
          description: `Outpost job posting (${planType})`,
          metadata: { userId, planType },
        },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error("Stripe returned an intent without a client secret");
      return { intentId: intent.id, clientSecret: intent.client_secret };
    },
    async retrieve(intentId) {
      try {
        const intent = await stripe.paymentIntents.retrieve(intentId);
        return {
          status: statusFromStripe(intent.status),
          stage: stageFromStripe(intent.status),
          amount: intent.amount,
          currency: intent.currency,
        };
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
    },
  };
}
