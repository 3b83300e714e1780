"use client";
// The checkout return page: asks the server how the payment stands (the server asks the provider) and,
// paid, goes on as checkout always has. A payment still processing is asked about again every few
// seconds; leaving is safe, since Stripe's webhook finishes it when it clears.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { clearPendingJob } from "@/lib/pending-job";
import type { postPaymentsFinish } from "@/lib/api/operations/posting";
import { failureText } from "../forms/post-json";
import { endpoint, type Answer } from "../query/call-api";
import { toast } from "../toast/toast-store";
import { BusyStatus } from "./busy-status";
import { buttonClass } from "../ui/button";

const finishPayment = endpoint<typeof postPaymentsFinish>("POST /api/payments/finish");

type Finished = Answer<typeof postPaymentsFinish>;
type Shown = Exclude<Finished["status"], "succeeded"> | "error";

const POLL_MS = 3000;

const TEXTS: Record<Shown, { title: string; body: (kind: Finished["kind"]) => string }> = {
  processing: {
    title: "Your payment is processing",
    body: (kind) =>
      `Your bank has not cleared the payment yet. This page checks again every few seconds, and you can leave it: ${kind === "job" ? "your job appears on the board" : "your listing is extended"} as soon as the payment clears, and a receipt is emailed to you.`,
  },
  requires_action: {
    title: "Your payment needs one more step",
    body: () =>
      "Your bank asked you to confirm this payment and it was not confirmed, so no money was taken. Go back to checkout to finish paying.",
  },
  failed: {
    title: "Your payment was not completed",
    body: () => "The payment was declined or cancelled, so no money was taken. Go back to checkout to pay with another card.",
  },
  error: { title: "Error", body: () => "" },
};

export function PaymentReturn({ paymentIntentId }: { paymentIntentId: string }) {
  const router = useRouter();
  const [shown, setShown] = useState<{ status: Shown; kind: Finished["kind"]; jobId: string | null; message?: string } | null>(null);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function check() {
      try {
        const finished = await finishPayment.call({ body: { paymentIntentId } });

        if (stopped) return;
        if (finished.status !== "succeeded") {
          setShown({ ...finished, status: finished.status });
          if (finished.status === "processing") timer = setTimeout(check, POLL_MS);
        } else {
          const posted = finished.kind === "job";
          if (posted) clearPendingJob();
          toast(
            posted
              ? { title: "Your job has been posted successfully!" }
              : { title: "Your listing has been extended", description: "A receipt is on its way to your email." },
          );
          // The browser may hold the board or My Jobs from before the payment (the home page for up to 30 s):
          // empty its router cache first, so the next page is fetched with the new job on it.
          router.refresh();
          router.push(posted ? "/" : "/my-jobs");
        }
      } catch (error) {
        if (!stopped) setShown({ status: "error", kind: "job", jobId: null, message: failureText(error, "Failed to create job listing") });
      }
    }
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [paymentIntentId, router]);

  if (!shown) {
    return <BusyStatus>Checking your payment...</BusyStatus>;
  }
  const { title, body } = TEXTS[shown.status];
  const back = shown.kind === "extension" && shown.jobId ? `/checkout?extend=${shown.jobId}` : "/checkout";
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-extrabold">{title}</h1>
      <p role={shown.status === "processing" ? "status" : "alert"} className="mt-3 text-slate-700">
        {shown.message ?? body(shown.kind)}
      </p>
      {shown.status === "processing" ? (
        <Link href="/my-jobs" className="mt-6 inline-block font-semibold text-amber-800 underline">
          Go to My Jobs
        </Link>
      ) : (
        <Link href={back} className={buttonClass({ className: "mt-6 inline-block" })}>
          Back to Checkout
        </Link>
      )}
    </div>
  );
}
