// The payment the post-job form set up, handed to checkout in memory: the form asks the server first, so a
// refusal (an unverified address, a field it will not take) is said beside the form's button, and checkout
// then uses that payment rather than asking again. Only in memory: a reload of checkout asks afresh.
import type { Payment } from "./payment-section";

let handed: { payment: Payment; job: string } | null = null;

export function handOffPayment(payment: Payment, job: unknown): void {
  handed = { payment, job: JSON.stringify(job) };
}

/** The handed payment when it was made for `job` (the pending job checkout read); once only. */
export function takeHandedPayment(job: unknown): Payment | null {
  const found = handed;
  handed = null;
  return found && found.job === JSON.stringify(job) ? found.payment : null;
}
