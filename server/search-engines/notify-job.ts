// The `search-engines.notify` job: tells the engines, then queues what they still owe as new jobs, each at
// the time the clients chose (their backoff, the engine's Retry-After, or the next day's quota).
import "server-only";
import crypto from "node:crypto";
import type { Db } from "../db/client";
import { enqueue } from "../queue/enqueue";
import { notifySearchEngines, type SearchEngineNotice, type SearchEngineRetry } from "./notify-search-engines";

/**
 * A retry's id follows from the job that queued it, its engine and its try: a run repeated (its process was
 * lost before the queue heard it finish) queues each retry once, not twice.
 */
function retryId(jobId: string, retry: SearchEngineRetry): string {
  const hex = crypto.createHash("sha256").update(`${jobId}/${retry.engines.join()}/${retry.attempt}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export async function runSearchEngineNotice(changes: SearchEngineNotice, job: { id: string; db: Db }): Promise<{ retries: number }> {
  const retries = await notifySearchEngines(job.db, changes);
  for (const retry of retries) {
    const { notBefore, ...notice } = retry;
    await enqueue(job.db, "search-engines.notify", notice, { startAfter: notBefore, id: retryId(job.id, retry) });
  }
  return { retries: retries.length };
}
