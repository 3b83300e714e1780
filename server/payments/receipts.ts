// A receipt for every payment that made or extended a listing, sent once per payment (the mail provider
// drops a repeat by its idempotency key). A failed send is logged: the payment and the job stand.
import "server-only";
import { and, eq } from "drizzle-orm";
import { config } from "../config";
import type { Db } from "../db/client";
import { jobs, payments, users } from "../db/schema";
import { sendMail } from "../mail/send-mail";
import { receiptEmail } from "../mail/templates/receipt-email";

/** UK standard rate, used only once a VAT number is configured (prices then include it). */
const VAT_RATE_PERCENT = 20;

export async function sendReceipt(db: Db, provider: string, intentId: string): Promise<void> {
  try {
    const [row] = await db
      .select({
        payment: payments,
        email: users.email,
        job: { id: jobs.id, title: jobs.title, company: jobs.company, from: jobs.applicationStartDate, to: jobs.expiresAt },
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .innerJoin(jobs, eq(jobs.id, payments.jobId))
      .where(and(eq(payments.provider, provider), eq(payments.intentId, intentId)));
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
    await sendMail({ to: email, ...rendered, idempotencyKey: `receipt/${payment.id}` });
  } catch (error) {
    console.error("Receipt email failed", intentId, error);
  }
}
