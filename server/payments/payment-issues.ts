// Refunds and card disputes reported by Stripe after a job was paid for: the job comes off the board,
// the payment remembers why (the admin dashboard shows it) and the employer is told by email.
import "server-only";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { escapeHtml } from "@/lib/html";
import type { PaymentIssue } from "@/lib/payment-issues";
import { jobs, payments, users } from "../db/schema";
import type { Mail } from "../mail/send-mail";
import { lockPayment } from "./payment-row";
import type { JobWrite } from "../jobs/job-write/job-transaction";

export const ISSUE_EVENTS = new Set(["charge.refunded", "charge.dispute.created", "charge.dispute.closed"]);

const intentIdOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id) ?? null;

/**
 * The issue an event reports, and the intent it concerns. A partial refund is a gesture, not a
 * withdrawal: only a charge refunded in full takes the job down. A dispute closed as anything but
 * lost (won, or an inquiry closed with a warning) leaves the money with us.
 */
export function issueFromEvent(event: Stripe.Event): { intentId: string; issue: PaymentIssue } | null {
  const object = event.data.object as Stripe.Charge | Stripe.Dispute;
  const intentId = intentIdOf(object.payment_intent);
  if (!intentId) return null;
  if (event.type === "charge.refunded") return (object as Stripe.Charge).refunded ? { intentId, issue: "refunded" } : null;
  if (event.type === "charge.dispute.created") return { intentId, issue: "disputed" };
  if (event.type === "charge.dispute.closed")
    return { intentId, issue: (object as Stripe.Dispute).status === "lost" ? "dispute_lost" : "dispute_won" };
  return null;
}

/** Later stages win; an event arriving late (a 'created' after its 'closed') cannot step back. A refund is final. */
const STAGE: Record<PaymentIssue, number> = { disputed: 1, dispute_won: 2, dispute_lost: 2, refunded: 3 };

/**
 * Inside the webhook's transaction. Returns the email for the buyer (queued in that transaction), or null
 * when nothing changed (an unknown intent, a repeat, or an older stage).
 */
export async function recordPaymentIssue(write: JobWrite, intentId: string, issue: PaymentIssue): Promise<Mail | null> {
  const tx = write.tx;
  const payment = await lockPayment(tx, "stripe", intentId);
  if (!payment) return null;
  if (payment.issue && STAGE[payment.issue] >= STAGE[issue]) return null;
  await tx.update(payments).set({ issue, issueAt: new Date() }).where(eq(payments.id, payment.id));
  let title = typeof payment.draft?.title === "string" ? payment.draft.title : "your job";
  if (payment.jobId) {
    // A won dispute leaves the job as it is: off since the dispute opened, unless an admin put it back.
    const takenOff = issue !== "dispute_won";
    if (takenOff) await write.touching([payment.jobId]);
    const [job] = takenOff
      ? await tx.update(jobs).set({ isActive: false, isFeatured: false }).where(eq(jobs.id, payment.jobId)).returning({ title: jobs.title })
      : await tx.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, payment.jobId));
    title = job?.title ?? title;
  }
  const [buyer] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, payment.userId));
  return buyer ? issueEmail(buyer, title, issue) : null;
}

const LINES: Record<PaymentIssue, (title: string) => { subject: string; body: string }> = {
  refunded: (title) => ({
    subject: "Your Outpost job posting was refunded",
    body: `The payment for "${title}" has been refunded in full, so the job is no longer listed on Outpost.`,
  }),
  disputed: (title) => ({
    subject: "Your Outpost payment is disputed",
    body: `The payment for "${title}" is being disputed with the card issuer. The job is off the board while the dispute is open. If you did not mean to dispute it, please contact your bank and reply to this email.`,
  }),
  dispute_won: (title) => ({
    subject: "The dispute about your Outpost payment is closed",
    body: `The dispute about the payment for "${title}" was closed and the payment stands. Reply to this email and we will list the job again.`,
  }),
  dispute_lost: (title) => ({
    subject: "The dispute about your Outpost payment was decided",
    body: `The dispute about the payment for "${title}" was decided for the card holder and the payment was returned, so the job will not be listed again.`,
  }),
};

function issueEmail(buyer: { email: string; name: string }, title: string, issue: PaymentIssue): Mail {
  const { subject, body } = LINES[issue](title);
  return {
    to: buyer.email,
    subject,
    text: `Hi ${buyer.name},\n\n${body}\n\nOutpost`,
    html: `<p>Hi ${escapeHtml(buyer.name)},</p><p>${escapeHtml(body)}</p><p>Outpost</p>`,
  };
}
