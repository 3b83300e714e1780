// The `search-engines.notify` job: tells the engines, then queues what they still owe as new jobs, each at
// the time the clients chose (their backoff, the engine's Retry-After, or the next day's quota).
import "server-only";
import type { Db } from "../db/client";
import { enqueue, jobIdFrom } from "../queue/enqueue";
import { notifySearchEngines, type SearchEngineNotice } from "./notify-search-engines";

export async function runSearchEngineNotice(changes: SearchEngineNotice, job: { id: string; db: Db }): Promise<{ retries: number }> {
  const retries = await notifySearchEngines(job.db, changes);
  for (const retry of retries) {
    const { notBefore, ...notice } = retry;
    // A retry's id follows from the job that queued it, its engine and its try.
    await enqueue(job.db, "search-engines.notify", notice, {
      startAfter: notBefore,
      id: jobIdFrom(`${job.id}/${retry.engines.join()}/${retry.attempt}`),
    });
  }
  return { retries: retries.length };
}
