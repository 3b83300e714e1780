// A job's standing as the visibility rule (lib/job-visibility.ts) reads it: its own columns and the worst
// issue of the payments that bought its days, read under a row lock by every write that lists a job again.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { PaymentIssue } from "@/lib/payment-issues";
import { conflict, notFound } from "../http/errors";
import { refusal, refusalMessage, type ListingAction, type VisibilityFacts } from "@/lib/job-visibility";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";

/** The order that puts a job's most serious payment issue first: a refund or lost dispute, an open dispute, a won one. */
const worstFirst = sql.raw(
  "order by case p.issue when 'refunded' then 0 when 'dispute_lost' then 1 when 'disputed' then 2 else 3 end, p.issue_at desc limit 1",
);

// Qualified by hand: in a select list Drizzle writes a column of a one-table query unqualified, which the
// subquery would read as its own payments.id.
const jobId = sql`${sql.identifier("jobs")}.${sql.identifier("id")}`;

/**
 * The most serious issue of any payment applied to the job (its listing and each extension). Extensions
 * refunded before they were applied bought nothing and are not counted (their job_id is never set).
 */
export const jobPaymentIssue = sql<PaymentIssue | null>`(
  select p.issue from payments p where p.job_id = ${jobId} and p.issue is not null ${worstFirst})`;

/** When that issue was reported. */
export const jobPaymentIssueAt = sql<string | null>`(
  select p.issue_at from payments p where p.job_id = ${jobId} and p.issue is not null ${worstFirst})`;

export const standingColumns = {
  id: jobs.id,
  title: jobs.title,
  employerId: jobs.employerId,
  isActive: jobs.isActive,
  archivedAt: jobs.archivedAt,
  expiresAt: jobs.expiresAt,
  takenDownAt: jobs.takenDownAt,
  takenDownReason: jobs.takenDownReason,
  paymentIssue: jobPaymentIssue,
};

export type Standing = VisibilityFacts & { id: string; title: string; employerId: string | null; archivedAt: Date | null; expiresAt: Date };

/**
 * Reads and locks the job (inside a transaction), by id and, for an employer, only among their own: another
 * employer's job reads as missing.
 */
export async function lockStanding(tx: Db, jobId: string, employerId?: string): Promise<Standing> {
  const [job] = await tx
    .select(standingColumns)
    .from(jobs)
    .where(and(eq(jobs.id, jobId), employerId ? eq(jobs.employerId, employerId) : undefined))
    .for("update", { of: jobs });
  if (!job) throw notFound("Job not found");
  return job;
}

/** Refuses the action with 409 and the rule's words when the job's standing does not allow it. */
export function assertMay(action: ListingAction, job: VisibilityFacts, now: Date = new Date()): void {
  const reason = refusal(action, job, now);
  if (reason) throw conflict(refusalMessage(action, reason));
}
