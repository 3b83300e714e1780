// Extending a posting (docs/decisions/042): the employer picks a plan and a later closing date; the plan
// must cover the days from the end of what is already paid (or now, if that has passed) to the new date,
// and costs what it costs for a new job. Paid, the job's closing date and expiry move there, and it is
// listed again. The browser on return and Stripe's webhook both apply it, once.
import "server-only";
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { checkPlan, planAmountPence, paysPlanPrice, PLANS, type PlanType } from "@/lib/plans";
import type { Db } from "../db/client";
import { jobs, payments, type Job } from "../db/schema";
import { lockPayment, type Payment } from "./payment-row";
import { badRequest, conflict, notFound, paymentRequired } from "../http/errors";
import { assertMay, jobPaymentIssue } from "../jobs/job-standing";
import { activeAfter } from "@/lib/job-visibility";
import { paymentProvider, refreshFromProvider } from "./provider";
import { queueReceipt } from "./receipts";
import { jobTransaction, type JobWrite } from "../jobs/job-write/job-transaction";

export const OTHER_PAYMENT_MESSAGE = "This payment was not made to extend this job";

async function ownJob(db: Db, userId: string, jobId: string) {
  const [row] = await db
    .select({ job: jobs, paymentIssue: jobPaymentIssue })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.employerId, userId)));
  if (!row) throw notFound("Job not found");
  return { ...row.job, paymentIssue: row.paymentIssue };
}

/** Where the extension starts counting: the end of the paid term, or now if that has passed. */
export function extensionStart(job: Pick<Job, "expiresAt">, now = new Date()): Date {
  return job.expiresAt > now ? job.expiresAt : now;
}

export async function startExtension(db: Db, userId: string, jobId: string, planType: PlanType, closing: Date) {
  const job = await ownJob(db, userId, jobId);
  // No money is taken for an extension the rule would not let list the job (a takedown, a refund, a dispute).
  assertMay("extend", job);
  const from = extensionStart(job);
  if (closing <= from) throw badRequest("The new closing date must be after the listing's current end");
  const check = checkPlan(planType, from, closing);
  if (!check.isValid) throw badRequest(check.message);
  const amount = planAmountPence(planType);
  const provider = paymentProvider(db);
  const idempotencyKey = crypto
    .createHash("sha256")
    .update(JSON.stringify(["extend", userId, jobId, planType, closing.toISOString(), job.expiresAt.toISOString()]))
    .digest("hex");
  const intent = await provider.createIntent({ userId, planType, amount, currency: "gbp", idempotencyKey });
  await db
    .insert(payments)
    .values({
      provider: provider.name,
      intentId: intent.intentId,
      userId,
      planType,
      amount,
      currency: "GBP",
      extendsJobId: jobId,
      extendsTo: closing,
    })
    .onConflictDoNothing();
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.intentId,
    provider: provider.name,
    amount: PLANS[planType].priceGbp,
    currency: "GBP" as const,
    listedFrom: from,
    listedTo: closing,
    message: check.message,
  };
}

/**
 * Moves the job's window to the paid closing date; a payment that has done so already changes nothing.
 * The days are the employer's once paid, but an extension lifts only an archive and the expiry: a job taken
 * down, refunded or disputed meanwhile (after the extension was started) stays off the board.
 */
export async function applyExtension(write: JobWrite, payment: Payment): Promise<{ job: Job; applied: boolean } | null> {
  if (!payment.extendsJobId || !payment.extendsTo) return null;
  const tx = write.tx;
  const [found] = await tx
    .select({ job: jobs, paymentIssue: jobPaymentIssue })
    .from(jobs)
    .where(eq(jobs.id, payment.extendsJobId))
    .for("update", { of: jobs });
  if (!found) return null;
  const current = found.job;
  // A payment that already made or extended another job bought that, not this.
  if (payment.jobId && payment.jobId !== current.id) throw conflict(OTHER_PAYMENT_MESSAGE);
  if (payment.jobId) return { job: current, applied: false };
  if (payment.status !== "succeeded") throw paymentRequired("Payment has not succeeded");
  if (payment.issue) throw paymentRequired("This payment was refunded or disputed");
  if (!paysPlanPrice(payment.planType, payment.amount, payment.currency)) {
    throw paymentRequired("Payment does not match the plan's price");
  }
  const plan = PLANS[payment.planType];
  await write.touching([current.id]);
  const [job] = await tx
    .update(jobs)
    .set({
      applicationClosingDate: payment.extendsTo,
      expiresAt: payment.extendsTo,
      isActive: activeAfter("extend", { ...current, paymentIssue: found.paymentIssue }),
      archivedAt: null,
      // An extension never takes away what was paid for before: featured stays featured.
      isFeatured: current.isFeatured || plan.featured,
      planType: plan.maxDays > PLANS[current.planType].maxDays ? payment.planType : current.planType,
    })
    .where(eq(jobs.id, current.id))
    .returning();
  await tx.update(payments).set({ jobId: current.id }).where(eq(payments.id, payment.id));
  await queueReceipt(tx, payment.id);
  return { job: job!, applied: true };
}

/** The browser's return from paying for an extension. */
export async function completeExtension(db: Db, userId: string, jobId: string, intentId: string): Promise<Job> {
  const provider = paymentProvider(db);
  await refreshFromProvider(db, provider, intentId);
  const result = await jobTransaction(db, async (write) => {
    const payment = await lockPayment(write.tx, provider.name, intentId);
    if (!payment || payment.userId !== userId) throw notFound("Payment not found");
    if (payment.extendsJobId !== jobId) throw conflict(OTHER_PAYMENT_MESSAGE);
    return applyExtension(write, payment);
  });
  if (!result) throw notFound("Job not found");
  return result.job;
}
