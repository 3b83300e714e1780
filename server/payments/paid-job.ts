// A job exists only for a payment that succeeded, belongs to its buyer, paid the plan's price and has not
// made a job before. The browser, on return from checkout, and Stripe's webhook both come through here.
import "server-only";
import { eq } from "drizzle-orm";
import { listingExpiry } from "@/lib/listing-term";
import { paysPlanPrice, PLANS } from "@/lib/plans";
import { jobDraftSchema, pastWindowIssues, type JobDraft } from "@/lib/schemas/job-draft";
import type { Db } from "../db/client";
import { jobs, payments, users, type Job } from "../db/schema";
import { convertPaidLead } from "../crm/paid-lead";
import { topDisplayOrder } from "../jobs/display-order";
import { jobFields } from "../jobs/draft-fields";
import { badRequest, conflict, notFound, paymentRequired } from "../http/errors";
import { assertPlanCovers } from "./payment-intents";
import { lockPayment, type Payment } from "./payment-row";
import { paymentProvider, refreshFromProvider } from "./provider";
import { queueReceipt } from "./receipts";
import { jobTransaction, type JobWrite } from "../jobs/job-write/job-transaction";
import { insertJob } from "../jobs/job-write/save-job";

type PaidJob = { job: Job; created: boolean };

export const EXTENSION_PAYMENT_MESSAGE = "This payment was made to extend a job, not to post a new one";

/** POST /api/jobs: the signed-in buyer's draft and the intent they paid with. */
export async function createJobForPayment(db: Db, userId: string, intentId: string, draft: JobDraft): Promise<PaidJob> {
  const provider = paymentProvider(db);
  await refreshFromProvider(db, provider, intentId);
  return jobTransaction(db, async (write) => {
    const payment = await lockPayment(write.tx, provider.name, intentId);
    if (!payment || payment.userId !== userId) throw notFound("Payment not found");
    return jobFor(write, payment, draft);
  });
}

/** The webhook's path: the draft stored with the intent, for a buyer who never came back. */
export async function createJobFromStoredDraft(write: JobWrite, payment: Payment): Promise<PaidJob | null> {
  const draft = jobDraftSchema.safeParse(payment.draft);
  if (!draft.success) return null;
  return jobFor(write, payment, draft.data);
}

async function jobFor(write: JobWrite, payment: Payment, draft: JobDraft): Promise<PaidJob> {
  const tx = write.tx;
  // Each intent buys what it was started for: an extension's payment is priced and recorded for its job,
  // and spent here it would leave that job unextended while the buyer is told it was.
  if (payment.extendsJobId) throw conflict(EXTENSION_PAYMENT_MESSAGE);
  if (payment.jobId) {
    const [existing] = await tx.select().from(jobs).where(eq(jobs.id, payment.jobId));
    if (existing) return { job: existing, created: false };
  }
  if (payment.status !== "succeeded") throw paymentRequired("Payment has not succeeded");
  if (payment.issue) throw paymentRequired("This payment was refunded or disputed");
  if (!paysPlanPrice(payment.planType, payment.amount, payment.currency)) {
    throw paymentRequired("Payment does not match the plan's price");
  }
  assertPlanCovers(payment.planType, draft);
  // The rule checked when the payment started, at that same moment: the draft sent back now may differ.
  const [past] = pastWindowIssues(draft.applicationStartDate, draft.applicationClosingDate, payment.createdAt);
  if (past) throw badRequest(past.message);
  const [buyer] = await tx
    .select({ email: users.email, name: users.name, username: users.username })
    .from(users)
    .where(eq(users.id, payment.userId));
  const leadId = await convertPaidLead(tx, {
    company: draft.company,
    website: draft.companyWebsite,
    contactName: buyer?.name ?? null,
    contactEmail: buyer?.email ?? "",
  });
  const plan = PLANS[payment.planType];
  // The gate screened the draft before the payment began; it reads the job again as it is stored.
  const { job } = await insertJob(
    write,
    {
      ...jobFields(draft),
      employerId: payment.userId,
      employerProfileId: leadId,
      planType: payment.planType,
      // Whatever the request said: the plan decides.
      isActive: true,
      isFeatured: plan.featured,
      // The paid window is the application window, which assertPlanCovers has held to the plan's length.
      expiresAt: listingExpiry(draft.applicationClosingDate),
      displayOrder: await topDisplayOrder(tx),
      paymentIntentId: payment.intentId,
    },
    { source: "form", userId: payment.userId, actor: buyer ? { id: payment.userId, name: buyer.username } : null },
  );
  await tx.update(payments).set({ jobId: job.id }).where(eq(payments.id, payment.id));
  await queueReceipt(tx, payment.id);
  return { job, created: true };
}
