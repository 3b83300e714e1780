// One ATS source's sync: the whole board is read first; then, in one job write, each posting is upserted by
// the ATS's own id, the source's jobs that left the board close, new jobs past the source's allowance are
// refused and recorded, and the run is recorded with the source's totals. A board that cannot be read
// (time-out, 4xx, 5xx, not JSON, not its shape) is recorded on the source and the run, and thrown for the
// queue to retry: the source's jobs stay as they were.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { isAtsKind, type AtsKind } from "@/lib/job-sources/kinds";
import type { Db } from "../../db/client";
import { safeErrorText } from "../../db/safe-error";
import { jobs, jobSources, sourceRuns, users, type Job } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";
import { topDisplayOrder } from "../../jobs/display-order";
import { jobTransaction, type JobWrite } from "../../jobs/job-write/job-transaction";
import { insertJobs, isPolicyRefused, updateJob, type JobOrigin } from "../../jobs/job-write/save-job";
import { boardJob } from "./job-row";
import type { BoardPosting } from "./posting";
import { BoardError, readBoard, type ReadOptions } from "./read-board";
import { refreshPatch } from "./refresh";

export type SyncCounts = { created: number; updated: number; closed: number; incomplete: number; refused: number };

type AtsSource = typeof jobSources.$inferSelect & { kind: AtsKind };

/** The source, if it may be synced now: 404 unknown, 409 for a multiposter or a paused source. */
export async function syncableSource(db: Db, sourceId: string): Promise<AtsSource> {
  const [source] = await db.select().from(jobSources).where(eq(jobSources.id, sourceId));
  if (!source) throw notFound("Source not found");
  if (!isAtsKind(source.kind)) throw conflict("A multiposter posts its adverts to us: only an ATS board is synced");
  if (source.pausedAt) throw conflict("This source is paused: resume it to sync");
  return source as AtsSource;
}

export async function syncSource(db: Db, sourceId: string, options: ReadOptions = {}): Promise<SyncCounts> {
  const source = await syncableSource(db, sourceId);
  const [run] = await db.insert(sourceRuns).values({ sourceId }).returning({ id: sourceRuns.id });
  try {
    const postings = await readBoard(source.kind, source.token, options);
    const now = new Date();
    return await jobTransaction(db, (write) => applyBoard(write, source, run!.id, postings, now));
  } catch (error) {
    await recordFailure(db, sourceId, run!.id, error);
    throw error;
  }
}

async function recordFailure(db: Db, sourceId: string, runId: string, error: unknown) {
  const message = (error instanceof BoardError ? error.message : safeErrorText(error, { stack: false })).slice(0, 1000);
  const at = new Date();
  await db.update(sourceRuns).set({ status: "error", error: message, finishedAt: at }).where(eq(sourceRuns.id, runId));
  await db.update(jobSources).set({ lastRunAt: at, lastRunStatus: "error", lastError: message }).where(eq(jobSources.id, sourceId));
}

/** A job this source holds open: neither closed by a sync, nor past its term. */
const isOpen = (job: Job, now: Date) => job.applicationClosingDate > now && job.expiresAt > now;

async function applyBoard(write: JobWrite, source: AtsSource, runId: string, postings: BoardPosting[], now: Date): Promise<SyncCounts> {
  const { tx } = write;
  // One sync of a source at a time: a second waits here, then reads what the first wrote.
  const [locked] = await tx.select().from(jobSources).where(eq(jobSources.id, source.id)).for("update");
  if (!locked) throw notFound("Source not found");
  if (locked.pausedAt) throw conflict("This source is paused: resume it to sync");
  const held = await tx.select().from(jobs).where(eq(jobs.sourceId, source.id)).for("update");
  const byReference = new Map(held.map((job) => [job.externalReference, job]));
  // The employer account's company stands for the company where the board names none, as on the feed.
  const [owner] = await tx.select({ company: users.companyName, name: users.name }).from(users).where(eq(users.id, source.userId));
  const company = owner?.company || owner?.name || locked.name;
  const origin: JobOrigin = { source: source.kind, sourceId: source.id, userId: source.userId, actor: null, actorName: locked.name };
  const counts: SyncCounts = { created: 0, updated: 0, closed: 0, incomplete: 0, refused: 0 };
  const refuse = (posting: BoardPosting, rule: string, field: string, message: string) => {
    counts.refused++;
    write.refused({
      ...origin,
      externalReference: posting.id,
      title: posting.title,
      company: posting.company ?? company,
      findings: [{ rule, field, message }],
      flagged: false,
    });
  };

  const onBoard = new Set<string>();
  const fresh: { posting: BoardPosting; values: Parameters<typeof insertJobs>[1][number] }[] = [];
  for (const posting of postings) {
    if (onBoard.has(posting.id)) continue; // a board listing one opening twice
    onBoard.add(posting.id);
    const mapped = boardJob(posting, company, now);
    if ("refused" in mapped) {
      refuse(posting, mapped.refused.rule, mapped.refused.field, mapped.refused.message);
      continue;
    }
    const current = byReference.get(posting.id);
    if (!current) {
      fresh.push({ posting, values: { ...mapped.values, employerId: source.userId, sourceId: source.id, externalReference: posting.id } });
      continue;
    }
    const patch = refreshPatch(current, mapped, now);
    if (!patch) {
      if (current.incompleteFields.length) counts.incomplete++;
      continue;
    }
    try {
      const { job } = await updateJob(write, current, patch, origin, "job.synced");
      counts.updated++;
      if (job.incompleteFields.length) counts.incomplete++;
    } catch (error) {
      // The gate refused the posting as it now reads: it was recorded, and the job keeps its last version.
      if (!isPolicyRefused(error)) throw error;
      counts.refused++;
    }
  }

  // The allowance is the contract's live jobs: those the source holds open after this sync, and new ones.
  const openKept = held.filter((job) => onBoard.has(job.externalReference ?? "") && isOpen(job, now)).length;
  const room = Math.max(0, locked.allowance - openKept);
  const admitted = fresh.slice(0, room);
  for (const { posting } of fresh.slice(room))
    refuse(
      posting,
      "allowance",
      "source",
      `Over this source's allowance of ${locked.allowance} live job${locked.allowance === 1 ? "" : "s"}`,
    );
  if (admitted.length) {
    const displayOrder = await topDisplayOrder(tx);
    const outcomes = await insertJobs(
      write,
      admitted.map((f) => ({ ...f.values, displayOrder })),
      origin,
    );
    for (const outcome of outcomes) {
      if ("refused" in outcome) counts.refused++;
      else {
        counts.created++;
        if (outcome.job.incompleteFields.length) counts.incomplete++;
      }
    }
  }

  // Jobs that left the board close: their pages answer 410 and they leave the board's lists.
  const gone = held.filter((job) => !onBoard.has(job.externalReference ?? "") && isOpen(job, now));
  if (gone.length) {
    await write.touching(gone.map((job) => job.id));
    for (const job of gone) {
      await tx.update(jobs).set({ applicationClosingDate: now }).where(eq(jobs.id, job.id));
      write.audit({
        actor: null,
        actorName: locked.name,
        action: "job.closed",
        title: job.title,
        details: { jobId: job.id, source: job.source, externalReference: job.externalReference },
      });
    }
    counts.closed = gone.length;
  }

  await tx
    .update(sourceRuns)
    .set({ status: "ok", finishedAt: new Date(), ...counts })
    .where(and(eq(sourceRuns.id, runId), eq(sourceRuns.sourceId, source.id)));
  await tx
    .update(jobSources)
    .set({
      createdCount: sql`${jobSources.createdCount} + ${counts.created}`,
      updatedCount: sql`${jobSources.updatedCount} + ${counts.updated}`,
      closedCount: sql`${jobSources.closedCount} + ${counts.closed}`,
      lastRunAt: new Date(),
      lastRunStatus: "ok",
      lastError: null,
    })
    .where(eq(jobSources.id, source.id));
  return counts;
}
