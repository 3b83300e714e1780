"use client";
// Test mode: no money moves. Stripe's test cards decide the outcome, checked on the server.
import { useState } from "react";
import { postJson, RequestError } from "../forms/post-json";
import { toast } from "../toast/toast-store";
import { PayButton } from "./pay-button";
import type { PaymentFormProps } from "./payment-section";

export function DemoCardForm({ paymentIntentId, amount, onConfirmed }: PaymentFormProps & { paymentIntentId: string }) {
  const [card, setCard] = useState("");
  const [processing, setProcessing] = useState(false);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    setProcessing(true);
    try {
      await postJson("/api/payments/demo/confirm", { paymentIntentId, cardNumber: card });
      onConfirmed();
    } catch (error) {
      if (error instanceof RequestError && error.status < 500)
        toast({ title: "Payment Failed", description: error.serverMessage, variant: "destructive" });
      else toast({ title: "Payment Error", description: "An unexpected error occurred", variant: "destructive" });
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
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 font-mono tracking-wider"
        />
      </label>
      <PayButton amount={amount} processing={processing} disabled={!card.trim()} />
    </form>
  );
}
