// A receipt for every payment that made or extended a listing: queued in the transaction that does so, so
// the two commit together, and sent once per payment (the mail provider drops a repeat by its idempotency key).
import "server-only";
import { eq } from "drizzle-orm";
import { config } from "../config";
import type { Db } from "../db/client";
import { jobs, payments, users } from "../db/schema";
import { queueMail } from "../mail/queued-mail";
import { receiptEmail } from "../mail/templates/receipt-email";

/** UK standard rate, used only once a VAT number is configured (prices then include it). */
const VAT_RATE_PERCENT = 20;

/** Inside the transaction, once the payment names the job it made or extended. */
export async function queueReceipt(tx: Db, paymentId: string): Promise<void> {
  const [row] = await tx
    .select({
      payment: payments,
      email: users.email,
      job: { id: jobs.id, title: jobs.title, company: jobs.company, from: jobs.applicationStartDate, to: jobs.expiresAt },
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(jobs, eq(jobs.id, payments.jobId))
    .where(eq(payments.id, paymentId));
  if (!row) return;
  const { payment, email, job } = row;
  const { baseUrl, vatNumber } = config();
  const rendered = receiptEmail({
    receiptNumber: `OUT-${payment.id.slice(0, 8).toUpperCase()}`,
    paidAt: payment.updatedAt,
    kind: payment.extendsJobId ? "extension" : "listing",
    planType: payment.planType,
    amountPence: payment.amount,
    job: { title: job.title, company: job.company, url: `${baseUrl}/job/${job.id}`, listedFrom: job.from, listedTo: job.to },
    vat: vatNumber
      ? {
          number: vatNumber,
          ratePercent: VAT_RATE_PERCENT,
          pence: Math.round((payment.amount * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT)),
        }
      : null,
  });
  await queueMail(tx, { to: email, ...rendered, idempotencyKey: `receipt/${payment.id}` });
}
