// Stripe's webhook: verified on the raw body, each event acted on once, in the transaction that records it
// (with the emails it causes, queued there: a receipt, a payment-issue notice).
import "server-only";
import type Stripe from "stripe";
import { paysPlanPrice } from "@/lib/plans";
import type { Db } from "../db/client";
import { payments, webhookEvents } from "../db/schema";
import { eq } from "drizzle-orm";
import { badRequest } from "../http/errors";
import { jobTransaction } from "../jobs/job-write/job-transaction";
import { isPolicyRefused } from "../jobs/job-write/save-job";
import { fulfilPayment } from "./fulfil-payment";
import { lockPayment } from "./payment-row";
import type { PaymentStatus } from "./types";
import { stripeClient, type StripeSettings } from "./stripe-client";
import { statusFromStripe } from "./stripe-provider";
import { ISSUE_EVENTS, issueFromEvent, recordPaymentIssue } from "./payment-issues";
import { queueMail } from "../mail/queued-mail";

export function verifyStripeEvent(settings: StripeSettings, rawBody: string, signature: string | null): Stripe.Event {
  if (!settings.webhookSecret) throw badRequest("Webhook secret is not configured");
  if (!signature) throw badRequest("Missing Stripe-Signature header");
  try {
    // Checks the HMAC over the exact bytes and refuses timestamps older than five minutes (replays).
    return stripeClient(settings).webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
  } catch {
    throw badRequest("Invalid Stripe signature");
  }
}

const INTENT_EVENTS = new Set([
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.canceled",
  "payment_intent.processing",
]);

/** Succeeded and canceled are final at Stripe; an older event arriving late must not undo them. */
function nextStatus(current: PaymentStatus, reported: PaymentStatus): PaymentStatus {
  if (current === "succeeded" || current === "canceled") return current;
  return reported;
}

type WebhookOutcome = "duplicate" | "ignored" | "updated" | "job-created" | "payment-issue";

export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<WebhookOutcome> {
  return jobTransaction(db, async (write): Promise<WebhookOutcome> => {
    const tx = write.tx;
    // A second delivery of the same event waits here for the first to commit, then finds it recorded.
    const [fresh] = await tx.insert(webhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
    if (!fresh) return "duplicate";
    if (ISSUE_EVENTS.has(event.type)) {
      const found = issueFromEvent(event);
      const notice = found && (await recordPaymentIssue(write, found.intentId, found.issue));
      if (!notice) return "ignored";
      await queueMail(tx, notice);
      return "payment-issue";
    }
    if (!INTENT_EVENTS.has(event.type)) return "ignored";
    const intent = event.data.object as Stripe.PaymentIntent;
    const payment = await lockPayment(tx, "stripe", intent.id);
    if (!payment) return "ignored";
    const paidInFull = paysPlanPrice(payment.planType, intent.amount, intent.currency);
    const reported = statusFromStripe(intent.status);
    // A success for the wrong amount is not a success for this plan: it stays unpaid.
    const status = nextStatus(payment.status, reported === "succeeded" && !paidInFull ? payment.status : reported);
    if (status !== payment.status) await tx.update(payments).set({ status }).where(eq(payments.id, payment.id));
    // A payment refunded or disputed before its job was made (or extended) makes none.
    if (status !== "succeeded" || payment.jobId || payment.issue) return "updated";
    try {
      const fulfilled = await fulfilPayment(write, { ...payment, status });
      return fulfilled?.changed ? "job-created" : "updated";
    } catch (error) {
      // A draft the gate refuses now (its rules changed since the payment began) makes no job; the refusal is
      // recorded with this event, for the admins, and Stripe is not asked to deliver it again.
      if (isPolicyRefused(error)) return "updated";
      throw error;
    }
  });
}
