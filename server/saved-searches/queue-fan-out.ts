// Each job that joins the board gets a fan-out job, queued in the transaction that published it, which
// emails the instant saved searches it fits (server/saved-searches/fan-out.ts).
import "server-only";
import type { Db } from "../db/client";
import { enqueue } from "../queue/enqueue";

export async function queueSavedSearchFanOut(executor: Db, newlyListed: readonly string[]): Promise<void> {
  for (const jobId of newlyListed) await enqueue(executor, "saved-searches.fan-out", { jobId });
}
