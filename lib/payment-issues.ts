// What happened to a job's payment after it was paid (refund, card dispute): the admin dashboard's words.
import { formatDate } from "./format";

export const PAYMENT_ISSUES = ["refunded", "disputed", "dispute_won", "dispute_lost"] as const;
export type PaymentIssue = (typeof PAYMENT_ISSUES)[number];

/** Why the job is off the board, for the admin dashboard. */
export function paymentIssueLabel(issue: PaymentIssue, at: string | Date): string {
  const when = formatDate(at);
  switch (issue) {
    case "refunded":
      return `Payment refunded on ${when}: deactivated`;
    case "disputed":
      return `Payment disputed on ${when}: deactivated while the dispute is open`;
    case "dispute_won":
      return `Dispute won on ${when}: may be reactivated`;
    case "dispute_lost":
      return `Dispute lost on ${when}: payment returned to the card holder`;
  }
}
