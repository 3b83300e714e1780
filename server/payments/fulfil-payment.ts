// What a paid intent buys, decided and applied in one place: the extension of the job it was started for, or
// the job its stored draft describes, each once. Stripe's webhook and the buyer's return both come here.
import "server-only";
import type { Job } from "../db/schema";
import type { JobWrite } from "../jobs/job-write/job-transaction";
import { applyExtension } from "./job-extensions";
import { createJobFromStoredDraft } from "./paid-job";
import type { Payment } from "./payment-row";

export type Purchase = "job" | "extension";

/** `changed`: this call made the job or moved its dates; false when an earlier call had. */
type Fulfilled = { job: Job; changed: boolean };

export const purchaseOf = (payment: Pick<Payment, "extendsJobId">): Purchase => (payment.extendsJobId ? "extension" : "job");

/** Null when there is nothing to apply it to: the extended job is gone, or the stored draft no longer reads. */
export async function fulfilPayment(write: JobWrite, payment: Payment): Promise<Fulfilled | null> {
  if (purchaseOf(payment) === "extension") {
    const extended = await applyExtension(write, payment);
    return extended && { job: extended.job, changed: extended.applied };
  }
  const made = await createJobFromStoredDraft(write, payment);
  return made && { job: made.job, changed: made.created };
}
