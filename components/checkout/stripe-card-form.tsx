"use client";
// Stripe Elements: the card never reaches our server; the payment is confirmed without leaving the page.
import { loadStripe, type Stripe, type StripeElements } from "@stripe/stripe-js";
import { useEffect, useRef, useState } from "react";
import { toast } from "../toast/toast-store";
import { PayButton } from "./pay-button";

type Props = { publishableKey: string; clientSecret: string; amount: number; onPaid: (paymentIntentId: string) => Promise<void> };

export function StripeCardForm({ publishableKey, clientSecret, amount, onPaid }: Props) {
  const mount = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void loadStripe(publishableKey).then((s) => {
      if (!s || cancelled || !mount.current) return;
      const elements = s.elements({ clientSecret, appearance: { theme: "stripe" } });
      const element = elements.create("payment");
      element.mount(mount.current);
      element.on("ready", () => setReady(true));
      stripe.current = { stripe: s, elements };
    });
    return () => {
      cancelled = true;
    };
  }, [publishableKey, clientSecret]);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    if (!stripe.current) return;
    setProcessing(true);
    try {
      const { error, paymentIntent } = await stripe.current.stripe.confirmPayment({ elements: stripe.current.elements, redirect: "if_required" });
      if (error) return toast({ title: "Payment Failed", description: error.message ?? "Your payment was not completed.", variant: "destructive" });
      if (paymentIntent?.status === "succeeded") await onPaid(paymentIntent.id);
    } catch {
      toast({ title: "Payment Error", description: "An unexpected error occurred", variant: "destructive" });
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={pay}>
      <div ref={mount} className="min-h-24" />
      <PayButton amount={amount} processing={processing} disabled={!ready} />
    </form>
  );
}
