"use client";
// Test mode: no money moves. Stripe's test cards decide the outcome, checked on the server.
import { useState } from "react";
import type { postPaymentsDemoConfirm } from "@/lib/api/operations/posting";
import { failureText, RequestError } from "../forms/post-json";
import { endpoint } from "../query/call-api";
import { PAYMENT_FAILURE_ID, PayButton } from "./pay-button";
import { usePaymentFailure } from "./payment-failure";
import type { PaymentFormProps } from "./payment-section";

const confirmDemoPayment = endpoint<typeof postPaymentsDemoConfirm>("POST /api/payments/demo/confirm");

export function DemoCardForm({ paymentIntentId, amount, purpose, onConfirmed }: PaymentFormProps & { paymentIntentId: string }) {
  const [card, setCard] = useState("");
  const [processing, setProcessing] = useState(false);
  const { failure, fail, clear } = usePaymentFailure();

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    setProcessing(true);
    clear();
    try {
      await confirmDemoPayment.call({ body: { paymentIntentId, cardNumber: card } });

      onConfirmed();
    } catch (error) {
      if (error instanceof RequestError && error.status < 500) fail("Payment Failed", error.serverMessage);
      else fail("Payment Error", failureText(error, "An unexpected error occurred"));
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={pay} noValidate>
      <p className="rounded-md border border-sky-300 bg-sky-50 p-3 text-sm text-sky-900">
        <strong>Test mode:</strong> no real payment is taken. Pay with card 4242 4242 4242 4242; 4000 0000 0000 0002 shows a decline.
      </p>
      <label className="mt-4 block text-sm font-medium">
        Card number
        <input
          value={card}
          onChange={(e) => setCard(e.target.value)}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? PAYMENT_FAILURE_ID : undefined}
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 font-mono tracking-wider"
        />
      </label>
      <PayButton amount={amount} purpose={purpose} processing={processing} disabled={!card.trim()} failure={failure} />
    </form>
  );
}
