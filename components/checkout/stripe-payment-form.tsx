"use client";
// Stripe's Payment Element through @stripe/react-stripe-js: the card never reaches our server, Elements
// is destroyed with this component, and a payment method that leaves the page (a bank's own screen)
// comes back to the return page, which asks our server how the payment stands.
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js";
import { useState } from "react";
import { PayButton } from "./pay-button";
import { usePaymentFailure } from "./payment-failure";
import type { PaymentFormProps } from "./payment-section";

type Props = PaymentFormProps & { publishableKey: string; clientSecret: string };

export function StripePaymentForm({ publishableKey, clientSecret, ...form }: Props) {
  // Elements refuses a new Stripe instance after mounting: load it once for this component's life.
  const [stripe] = useState(() => loadStripe(publishableKey));
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: "stripe" } }}>
      <ConfirmForm {...form} />
    </Elements>
  );
}

function ConfirmForm({ amount, purpose, returnPath, onConfirmed }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const { failure, fail, clear } = usePaymentFailure();

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    clear();
    try {
      const return_url = new URL(returnPath, window.location.href).href;
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url }, redirect: "if_required" });
      if (error) return fail("Payment Failed", error.message ?? "Your payment was not completed.");
      onConfirmed();
    } catch {
      fail("Payment Error", "An unexpected error occurred");
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={pay}>
      <PaymentElement className="min-h-24" onReady={() => setReady(true)} />
      <PayButton amount={amount} purpose={purpose} processing={processing} disabled={!ready} failure={failure} />
    </form>
  );
}
