// Queues a job in the caller's transaction: it exists only if the change that caused it commits.
import "server-only";
import crypto from "node:crypto";
import type { Db } from "../db/client";
import { queueStatements } from "./boss";
import { JOB_KINDS, type JobKind, type JobPayload } from "./kinds";
import { noteEnqueued } from "./run-signal";
import { sqlExecutor } from "./sql-executor";

export type EnqueueOptions = {
  /** Not before this moment. */
  startAfter?: Date;
  /** pg-boss's singleton key: under a kind whose queue policy dedupes, a second job with it is dropped (null). */
  singletonKey?: string;
  /** The job's own id (a uuid): a second job with it, while the first is kept, is dropped (null). */
  id?: string;
};

/**
 * A job id (a name-based uuid) that follows from `text`: a run repeated after it queued (its process was lost
 * before the queue heard it finish) asks for the same id again, and the queue drops the second job.
 */
export function jobIdFrom(text: string): string {
  const hex = crypto.createHash("sha256").update(text).digest("hex");
  const variant = ((parseInt(hex[16], 16) & 3) | 8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * `executor` is the transaction that makes the change (or the database, for a change already committed).
 * The payload is checked here, so a bad one fails the change rather than the job. Answers the job's id.
 */
export async function enqueue<K extends JobKind>(
  executor: Db,
  kind: K,
  payload: JobPayload<K>,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const data = JOB_KINDS[kind].payload.parse(payload) as object;
  const id = await queueStatements.send(kind, data, { ...options, db: sqlExecutor(executor) });
  noteEnqueued();
  return id;
}

/**
 * Many jobs of one kind in one statement (a fan-out's emails, one light job each), each with its kind's retry policy: pg-boss's
 * bulk insert does not read the queue's own. Payloads are checked here, as `enqueue` does.
 */
export async function enqueueMany<K extends JobKind>(executor: Db, kind: K, payloads: JobPayload<K>[]): Promise<void> {
  if (payloads.length === 0) return;
  const { payload, retryLimit, retryDelay, expireInSeconds } = JOB_KINDS[kind];
  const jobs = payloads.map((p) => ({
    name: kind,
    data: payload.parse(p) as object,
    retryLimit,
    retryDelay,
    retryBackoff: true,
    expireInSeconds,
  }));
  await queueStatements.insert(jobs, { db: sqlExecutor(executor) });
  noteEnqueued();
}
