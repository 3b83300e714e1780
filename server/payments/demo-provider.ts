// The demo provider: intents live in the payments table and Stripe's test card numbers decide the outcome.
import "server-only";
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { payments } from "../db/schema";
import { HttpError, notFound, paymentRequired } from "../http/errors";
import type { PaymentProvider } from "./types";

const DEMO_CARDS = { succeeds: "4242424242424242", declines: "4000000000000002" } as const;

export function demoProvider(db: Db): PaymentProvider {
  return {
    name: "demo",
    async createIntent() {
      const intentId = `pi_demo_${crypto.randomBytes(12).toString("hex")}`;
      return { intentId, clientSecret: `${intentId}_secret_${crypto.randomBytes(12).toString("hex")}` };
    },
    async retrieve(intentId) {
      const [row] = await db
        .select({ status: payments.status, amount: payments.amount, currency: payments.currency })
        .from(payments)
        .where(and(eq(payments.provider, "demo"), eq(payments.intentId, intentId)));
      // Test mode has no bank steps and no delays: paid, or not (yet).
      return row ? { ...row, stage: row.status === "succeeded" ? "succeeded" : "failed" } : null;
    },
  };
}

/**
 * Confirms a demo intent with a card number, as Stripe's test mode would: a decline leaves the intent
 * open for another card; a succeeded intent stays succeeded.
 */
export async function confirmDemoPayment(db: Db, userId: string, intentId: string, cardNumber: string): Promise<"succeeded"> {
  const [payment] = await db
    .select({ id: payments.id, userId: payments.userId, status: payments.status })
    .from(payments)
    .where(and(eq(payments.provider, "demo"), eq(payments.intentId, intentId)));
  if (!payment || payment.userId !== userId) throw notFound("Payment not found");
  if (payment.status === "succeeded") return "succeeded";
  if (payment.status === "canceled") throw new HttpError(409, "This payment was cancelled. Please start again.");
  if (cardNumber === DEMO_CARDS.declines) throw paymentRequired("Your card was declined.");
  if (cardNumber !== DEMO_CARDS.succeeds) throw paymentRequired("Your card number is incorrect.");
  await db.update(payments).set({ status: "succeeded" }).where(eq(payments.id, payment.id));
  return "succeeded";
}
