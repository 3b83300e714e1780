"use client";
// The Payment card of both checkouts (a new job, an extension): Stripe's card form when the server
// configured Stripe, the test-mode demo card form otherwise.
import { DemoCardForm } from "./demo-card-form";
import { StripeCardForm } from "./stripe-card-form";

export type Payment = { clientSecret: string; paymentIntentId: string; provider: "demo" | "stripe"; amount: number };

type Props = { payment: Payment; stripePublishableKey: string | null; onPaid: (paymentIntentId: string) => Promise<void> };

export function PaymentSection({ payment, stripePublishableKey, onPaid }: Props) {
  return (
    <section aria-labelledby="payment-heading" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="payment-heading" className="mb-4 text-lg font-bold">Payment</h2>
      {payment.provider === "stripe" && stripePublishableKey ? (
        <StripeCardForm publishableKey={stripePublishableKey} clientSecret={payment.clientSecret} amount={payment.amount} onPaid={onPaid} />
      ) : (
        <DemoCardForm paymentIntentId={payment.paymentIntentId} amount={payment.amount} onPaid={onPaid} />
      )}
    </section>
  );
}
