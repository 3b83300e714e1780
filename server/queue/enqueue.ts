// Queues a job in the caller's transaction: it exists only if the change that caused it commits.
import "server-only";
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
