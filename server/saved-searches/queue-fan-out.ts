// Jobs that join the board together get fan-out jobs, queued in the transaction that published them, which
// email the instant saved searches they fit (server/saved-searches/fan-out.ts). An import of thousands of
// rows makes one per hundred jobs, and each search one email per hundred, not one per job.
import "server-only";
import type { Db } from "../db/client";
import { enqueue } from "../queue/enqueue";
import { JOBS_PER_FAN_OUT } from "./fan-out-schema";

export async function queueSavedSearchFanOut(executor: Db, newlyListed: readonly string[]): Promise<void> {
  for (let i = 0; i < newlyListed.length; i += JOBS_PER_FAN_OUT)
    await enqueue(executor, "saved-searches.fan-out", { jobIds: newlyListed.slice(i, i + JOBS_PER_FAN_OUT) });
}
