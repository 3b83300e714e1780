// What runs each kind of job. A handler may run more than once for one job (a retry after a lost answer,
// a process killed mid-run): each must be safe to repeat.
import "server-only";
import type { z } from "zod";
import { safeErrorText } from "../db/safe-error";
import { deliverQueuedMail } from "../mail/deliver-queued-mail";
import { JOB_KINDS, type JobKind } from "./kinds";
import { scrubSecrets } from "./scrub-secrets";

export type JobContext = { id: string; retryCount: number };
type Handler<K extends JobKind> = (payload: z.output<(typeof JOB_KINDS)[K]["payload"]>, job: JobContext) => Promise<void>;

const HANDLERS: { [K in JobKind]: Handler<K> } = {
  "mail.send": deliverQueuedMail,
};

/**
 * Runs one job: its payload is checked again, since the row may have been written by older code. What it
 * throws is kept with the job as its last error, so only a scrubbed account of it is thrown on: a provider's
 * answer or a URL may quote a key or the token a mail carries.
 */
export async function runJob(kind: JobKind, job: { id: string; data: unknown; retryCount?: number }): Promise<void> {
  try {
    const payload = JOB_KINDS[kind].payload.parse(job.data);
    await HANDLERS[kind](payload, { id: job.id, retryCount: job.retryCount ?? 0 });
  } catch (error) {
    throw new JobFailure(scrubSecrets(safeErrorText(error, { stack: false })));
  }
}

class JobFailure extends Error {
  name = "JobFailure";
}
