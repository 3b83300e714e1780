"use client";
// The Payment card of both checkouts (a new job, an extension): Stripe's Payment Element when the server
// configured Stripe, the test-mode demo card form otherwise. Either form ends on the return page, which
// asks the server how the payment stands and finishes the posting: one path for both providers.
import { useRouter } from "next/navigation";
import { DemoCardForm } from "./demo-card-form";
import type { PaymentPurpose } from "./pay-button";
import { StripePaymentForm } from "./stripe-payment-form";

export type Payment = { clientSecret: string; paymentIntentId: string; provider: "demo" | "stripe"; amount: number };

/** What each provider's form is given: the price and purpose its button names, and where a confirmed payment goes. */
export type PaymentFormProps = { amount: number; purpose: PaymentPurpose; returnPath: string; onConfirmed: () => void };

const RETURN_PATH = "/checkout/return";

type Props = { payment: Payment; purpose: PaymentPurpose; stripePublishableKey: string | null };

export function PaymentSection({ payment, purpose, stripePublishableKey }: Props) {
  const router = useRouter();
  // Stripe adds ?payment_intent= itself when it redirects; a payment confirmed in the page goes there too.
  const form = {
    amount: payment.amount,
    purpose,
    returnPath: RETURN_PATH,
    onConfirmed: () => router.push(`${RETURN_PATH}?payment_intent=${encodeURIComponent(payment.paymentIntentId)}`),
  };
  return (
    <section aria-labelledby="payment-heading" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="payment-heading" className="mb-4 text-lg font-bold">
        Payment
      </h2>
      {payment.provider === "stripe" && stripePublishableKey ? (
        <StripePaymentForm publishableKey={stripePublishableKey} clientSecret={payment.clientSecret} {...form} />
      ) : (
        <DemoCardForm paymentIntentId={payment.paymentIntentId} {...form} />
      )}
    </section>
  );
}
