// The hourly run's work: one `sources.sync` job per unpaused ATS source, each keyed by its source and the
// run's period so a repeated run queues none twice. Each sync is its own job, retried on its own: one
// board that is down does not hold back the others.
import "server-only";
import { and, inArray, isNull } from "drizzle-orm";
import { ATS_KINDS } from "@/lib/job-sources/kinds";
import type { Db } from "../../db/client";
import { jobSources } from "../../db/schema";
import { enqueue } from "../../queue/enqueue";
import type { TaskRun } from "../../schedules/task-schema";

export type SyncQueueSummary = { sources: number; queued: number };

export async function queueSourceSyncs(db: Db, run: TaskRun): Promise<SyncQueueSummary> {
  const sources = await db
    .select({ id: jobSources.id })
    .from(jobSources)
    .where(and(inArray(jobSources.kind, [...ATS_KINDS]), isNull(jobSources.pausedAt)));
  const period = run.period ?? `by-hand/${new Date().toISOString()}`;
  let queued = 0;
  for (const source of sources)
    if (await enqueue(db, "sources.sync", { sourceId: source.id }, { singletonKey: `sources.sync/${source.id}/${period}` })) queued++;
  return { sources: sources.length, queued };
}
