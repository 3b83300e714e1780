// The one way a job changes. Every writer — the post form and its payment, an employer's edit, archive and
// extension, an admin's edit and takedown, the CSV import, the feed, an ATS sync, the link checker, a refund —
// runs its change inside jobTransaction and says which jobs it is about to touch and which it made. The
// consequences are owned here, so no writer can forget one: search engines and instant saved searches hear of
// the jobs that joined, changed on or left the board (queued in the same transaction), the cached reads are
// retired once it commits, and the change is written to the audit log. A draft the compliance gate refuses is
// recorded with the change, or after the rollback when the refusal fails it, so the refusal is kept either way.
import "server-only";
import { invalidate, jobTag, JOBS_TAG } from "../../cache";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import { isHttpError } from "../../http/errors";
import { listingsBefore, queueListingChanges, type ListingsBefore } from "./listing-changes";
import { recordRefusal, type RefusalRecord } from "./refusals";

export type JobAudit = {
  /** The acting account, or null for a feed, a sync or the clock. */
  actor: { id: string; name: string } | null;
  /** What a reader of the log sees as the actor when there is no account (a source's name). */
  actorName?: string;
  action: string;
  title: string;
  details: Record<string, string | null>;
};

/** A change in progress: its transaction and what it has said it touches. */
export type JobWrite = {
  readonly tx: Db;
  /** Before changing these jobs (under the lock the caller holds, when it holds one): reads whether each is listed. */
  touching(jobIds: readonly string[]): Promise<void>;
  /** Jobs this change made. */
  created(jobIds: readonly string[]): void;
  /** A change that alters only these jobs' own reads (a badge), not which jobs the board lists. */
  retireOwnReads(jobIds: readonly string[]): void;
  /** A change to every job's reads that is no job's write (a company's verification, the board's order). */
  retireBoard(): void;
  audit(entry: JobAudit): void;
  /** A refusal to record once the transaction has rolled back (the gate's, thrown with it). */
  refused(record: RefusalRecord): void;
};

const AUDIT_ROWS_PER_INSERT = 1_000;

class Scope implements JobWrite {
  private before: ListingsBefore[] = [];
  private made: string[] = [];
  private ownReads = new Set<string>();
  private board = false;
  private audits: JobAudit[] = [];
  readonly refusals: RefusalRecord[] = [];

  constructor(readonly tx: Db) {}

  async touching(jobIds: readonly string[]) {
    if (!jobIds.length) return;
    this.before.push(await listingsBefore(this.tx, jobIds));
  }
  created(jobIds: readonly string[]) {
    this.made.push(...jobIds);
  }
  retireOwnReads(jobIds: readonly string[]) {
    for (const id of jobIds) this.ownReads.add(id);
  }
  retireBoard() {
    this.board = true;
  }
  audit(entry: JobAudit) {
    this.audits.push(entry);
  }
  refused(record: RefusalRecord) {
    this.refusals.push(record);
  }

  /** In the transaction, after the change: the notices, the audit rows and the refusals it let through. */
  async finish() {
    for (const record of this.refusals.splice(0)) await recordRefusal(this.tx, record);
    const jobIds = this.before.flatMap((b) => b.jobIds);
    const listed = new Set(this.before.flatMap((b) => [...b.listed]));
    if (jobIds.length || this.made.length) {
      await queueListingChanges(this.tx, { jobIds: [...new Set(jobIds)], listed }, this.made);
      this.board = true;
    }
    // An import of a whole file audits each of its jobs: in slices, far below a statement's limit of parameters.
    for (let i = 0; i < this.audits.length; i += AUDIT_ROWS_PER_INSERT)
      await this.tx.insert(auditLog).values(
        this.audits.slice(i, i + AUDIT_ROWS_PER_INSERT).map((a) => ({
          actorId: a.actor?.id ?? null,
          actorName: a.actor?.name ?? a.actorName ?? "Outpost",
          action: a.action,
          targetId: null,
          targetName: a.title,
          details: a.details,
        })),
      );
  }

  /** After the commit: the cached reads the change made stale. */
  retire(db: Db) {
    if (this.board) invalidate(db, JOBS_TAG);
    else for (const id of this.ownReads) invalidate(db, jobTag(id));
  }
}

/**
 * Runs `change` in a transaction (or, handed a write in progress, in that write's transaction, whose
 * consequences then wait for its end) and carries out its consequences.
 */
export async function jobTransaction<T>(db: Db | JobWrite, change: (write: JobWrite) => Promise<T>): Promise<T> {
  if (isJobWrite(db)) return change(db);
  let scope: Scope | undefined;
  try {
    const result = await db.transaction(async (tx) => {
      scope = new Scope(tx);
      const value = await change(scope);
      await scope.finish();
      return value;
    });
    scope!.retire(db);
    return result;
  } catch (error) {
    if (scope?.refusals.length && isHttpError(error)) for (const record of scope.refusals) await recordRefusal(db, record);
    throw error;
  }
}

/** By shape, not class: code bundled twice (a route and the instrumentation's queue) holds two Scope classes. */
function isJobWrite(value: Db | JobWrite): value is JobWrite {
  return typeof (value as Partial<JobWrite>).touching === "function";
}
