// The browser's return from paying (the checkout return page, after Stripe's redirect or an in-page
// confirmation): the provider says where the intent stands, and a success finishes what was paid for
// from what the server stored when the payment started — a new job, once, or an extension, once.
import "server-only";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import { jobTransaction } from "../jobs/job-write/job-transaction";
import { fulfilPayment, purchaseOf, type Purchase } from "./fulfil-payment";
import { lockPayment } from "./payment-row";
import { paymentProvider, refreshFromProvider } from "./provider";
import type { PaymentStage } from "./types";

type Finished = { status: PaymentStage; kind: Purchase; jobId: string | null };

export async function finishPayment(db: Db, userId: string, intentId: string): Promise<Finished> {
  const provider = paymentProvider(db);
  const stage = await refreshFromProvider(db, provider, intentId);
  return jobTransaction(db, async (write): Promise<Finished> => {
    const payment = await lockPayment(write.tx, provider.name, intentId);
    if (!stage || !payment || payment.userId !== userId) throw notFound("Payment not found");
    const kind = purchaseOf(payment);
    // Processing, a step owed, or not paid: the webhook finishes a payment that clears later.
    if (payment.status !== "succeeded") return { status: stage, kind, jobId: payment.extendsJobId };
    const fulfilled = await fulfilPayment(write, payment);
    if (!fulfilled) throw notFound("Job not found");
    return { status: "succeeded", kind, jobId: fulfilled.job.id };
  });
}
