// Mail is sent by the job queue, after the request that queued it: tests run the due jobs (as a serverless
// instance does after its answer) and wait for any already running, before they read the outbox.
import { sql } from "drizzle-orm";
import { resultRows } from "@/server/db/result-rows";
import { readOutbox, type OutboxMessage } from "@/server/mail/outbox";
import { runDueJobs } from "@/server/queue/without-workers";
import { getDb } from "@/server/runtime";

const WAIT_MS = 10_000;

/** Returns once no job is due or running (a job waiting for its retry is left waiting). */
export async function drainQueue(): Promise<void> {
  const db = await getDb();
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    await runDueJobs(db, { budgetMs: WAIT_MS });
    const [{ pending }] = resultRows<{ pending: number }>(
      await db.execute(sql`
        select count(*)::int as pending from pgboss.job
        where state = 'active' or (state in ('created', 'retry') and start_after <= now())`),
    );
    if (pending === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("Queued jobs still due or running after the wait");
}

/** The outbox once every queued email has gone (newest first, as readOutbox). */
export async function sentMail(limit?: number): Promise<OutboxMessage[]> {
  await drainQueue();
  return readOutbox(limit);
}
