"use client";
// Checkout: the pending job from session storage, a payment set up by the server,
// then the return page, where the server checks the payment itself and posts the job it paid for.
import { ArrowLeft } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { readPendingJob } from "@/lib/pending-job";
import type { z } from "zod";
import { jobDraftSchema, type JobDraft, type paymentIntentSchema } from "@/lib/schemas/job-draft";
import type { postCreatePaymentIntent } from "@/lib/api/operations/posting";
import { failureText } from "../forms/post-json";
import { endpoint } from "../query/call-api";
import { toast } from "../toast/toast-store";
import { BusyStatus } from "./busy-status";
import { OrderSummary } from "./order-summary";
import { takeHandedPayment } from "./payment-handoff";
import { PaymentSection, type Payment } from "./payment-section";

/** With Stripe configured the server passes its publishable key; without, payments are in test mode. */
const createPaymentIntent = endpoint<typeof postCreatePaymentIntent>("POST /api/create-payment-intent");

export function Checkout({ stripePublishableKey }: { stripePublishableKey: string | null }) {
  const router = useRouter();
  const [ready, setReady] = useState<{ draft: JobDraft; payment: Payment } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const saved = readPendingJob();
    if (saved === null) {
      toast({ title: "No Pending Job", description: "Please fill in your job details first.", variant: "destructive" });
      return router.replace("/post-job");
    }
    const parsed = jobDraftSchema.safeParse(saved);
    if (!parsed.success) {
      toast({ title: "Invalid Job Data", description: "Please check your job details and try again.", variant: "destructive" });
      return router.replace("/post-job");
    }
    // The draft as the post-job form saved it (its price and terms included): the server judges it whole.
    const sent = saved as z.input<typeof paymentIntentSchema>["job"] & { amount?: unknown };

    // The payment the form just set up for this very job, else a new one (a reload, a trip back and forward).
    const handed = takeHandedPayment(saved);
    const payment: Promise<Payment> = handed
      ? Promise.resolve(handed)
      : createPaymentIntent.call({ body: { amount: sent.amount, planType: parsed.data.planType, job: sent } });
    payment
      .then((payment) => setReady({ draft: parsed.data, payment }))
      .catch((error: unknown) => {
        // The server's own reason when it gave one (the form says it beside its button, with the way out).
        const description = failureText(error, "Unable to initialize payment. Please try again.");
        toast({ title: "Payment Setup Failed", description, variant: "destructive" });
        router.replace("/post-job");
      });
  }, [router]);

  if (!ready) {
    return <BusyStatus>Setting up payment...</BusyStatus>;
  }

  const { draft, payment } = ready;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <button
        type="button"
        onClick={() => router.push("/post-job")}
        className="inline-flex items-center gap-2 text-sm font-semibold text-slate-700 hover:text-slate-950"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Job Details
      </button>
      <h1 className="mt-4 text-3xl font-extrabold">Checkout</h1>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <OrderSummary job={draft} plan={draft.planType} />
        <PaymentSection payment={payment} purpose="post" stripePublishableKey={stripePublishableKey} />
      </div>
    </div>
  );
}
