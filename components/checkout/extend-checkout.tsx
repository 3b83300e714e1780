"use client";
// Extending a posting through checkout (docs/decisions/042): choose a plan and a later closing date, then
// pay as for a new job. The server prices the extension and moves the dates only once the payment stands.
import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { PLANS, type PlanType } from "@/lib/plans";
import type { postUserJobsIdExtend } from "@/lib/api/operations/posting";
import { failureText } from "../forms/post-json";
import { endpoint, type Answer } from "../query/call-api";
import { PlanCards } from "../post-job/plan-cards";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { Button } from "../ui/button";
import { useSubmit } from "../forms/use-submit";
import type { Pay } from "@/lib/currency";
import { OrderSummary } from "./order-summary";
import { PaymentSection } from "./payment-section";

type Job = { id: string; title: string; company: string; location: string; description: string } & Pay;
const extend = endpoint<typeof postUserJobsIdExtend>("POST /api/user/jobs/{id}/extend");
type Props = { job: Job; planType: PlanType; earliestClosing: string; stripePublishableKey: string | null };

export function ExtendCheckout({ job, planType, earliestClosing, stripePublishableKey }: Props) {
  const [plan, setPlan] = useState<PlanType>(planType);
  const [closing, setClosing] = useState("");
  const [error, setError] = useState("");
  const [payment, setPayment] = useState<Answer<typeof postUserJobsIdExtend> | null>(null);
  const { submit, pending } = useSubmit({
    mutationFn: () => extend.call({ params: { id: job.id }, body: { planType: plan, applicationClosingDate: closing } }),
    onSuccess: setPayment,
    onError: (e) => setError(failureText(e, "Could not set up the payment")),
  });

  function start(event: React.FormEvent) {
    event.preventDefault();
    if (!closing) return setError("New closing date is required");
    setError("");
    void submit();
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link href="/my-jobs" className="inline-flex items-center gap-2 text-sm font-semibold text-slate-700 hover:text-slate-950">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to My Jobs
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold">Checkout</h1>
      <p className="mt-1 text-slate-700">Extend &lsquo;{job.title}&rsquo;</p>
      {!payment ? (
        <form onSubmit={start} noValidate className="mt-6 space-y-6">
          <PlanCards selected={plan} onSelect={setPlan} />
          <div className="max-w-xs">
            <Field
              id="applicationClosingDate"
              label="New closing date"
              required
              error={error}
              hint="The listing runs until applications close on this date"
            >
              {(a11y) => <Input {...a11y} type="date" min={earliestClosing} value={closing} onChange={(e) => setClosing(e.target.value)} />}
            </Field>
          </div>
          <Button type="submit" size="lg" pending={pending} pendingText="Setting up payment...">
            Continue to Payment (£{PLANS[plan].priceGbp})
          </Button>
        </form>
      ) : (
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <OrderSummary
            job={{ ...job, applicationStartDate: new Date(payment.listedFrom), applicationClosingDate: new Date(payment.listedTo) }}
            plan={plan}
          />
          <PaymentSection payment={payment} purpose="extend" stripePublishableKey={stripePublishableKey} />
        </div>
      )}
    </div>
  );
}
