// What runs each kind of job. A handler may run more than once for one job (a retry after a lost answer,
// a process killed mid-run): each must be safe to repeat.
import "server-only";
import type { z } from "zod";
import { deliverQueuedMail } from "../mail/deliver-queued-mail";
import { JOB_KINDS, type JobKind } from "./kinds";

export type JobContext = { id: string; retryCount: number };
type Handler<K extends JobKind> = (payload: z.output<(typeof JOB_KINDS)[K]["payload"]>, job: JobContext) => Promise<void>;

const HANDLERS: { [K in JobKind]: Handler<K> } = {
  "mail.send": deliverQueuedMail,
};

/** Runs one job: its payload is checked again, since the row may have been written by older code. */
export async function runJob(kind: JobKind, job: { id: string; data: unknown; retryCount?: number }): Promise<void> {
  const payload = JOB_KINDS[kind].payload.parse(job.data);
  await HANDLERS[kind](payload, { id: job.id, retryCount: job.retryCount ?? 0 });
}
