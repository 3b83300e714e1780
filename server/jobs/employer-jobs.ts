// An employer's own postings (My Jobs), with what each one drew: page views and apply clicks.
import { inferWorkArrangement } from "@/lib/work-arrangement";
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { EmployerJobEdit } from "@/lib/schemas/employer-jobs";
import { payTooHigh } from "@/lib/schemas/job-draft";
import { MAX_PAY } from "@/lib/pay";
import { invalidate, JOBS_TAG } from "../cache";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import { jobViewCounts } from "../analytics/job-views";
import { badRequest, notFound } from "../http/errors";
import { listingsBefore, queueListingChanges } from "../search-engines/queue-listing-change";
import { assertMay, jobPaymentIssue, lockStanding } from "./job-standing";

export async function listEmployerJobs(db: Db, employerId: string) {
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      location: jobs.location,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
      salaryUnit: jobs.salaryUnit,
      applicationStartDate: jobs.applicationStartDate,
      applicationClosingDate: jobs.applicationClosingDate,
      isActive: jobs.isActive,
      archivedAt: jobs.archivedAt,
      takenDownAt: jobs.takenDownAt,
      takenDownReason: jobs.takenDownReason,
      paymentIssue: jobPaymentIssue,
      isFeatured: jobs.isFeatured,
      planType: jobs.planType,
      expiresAt: jobs.expiresAt,
      createdAt: jobs.createdAt,
      applyClicks: jobs.applyClicks,
    })
    .from(jobs)
    .where(eq(jobs.employerId, employerId))
    .orderBy(desc(jobs.createdAt), jobs.id);
  const views = await jobViewCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, views: views.get(row.id) ?? 0 }));
}

/** Removing a posting archives it: hidden from the board, kept for support to reactivate. */
export async function archiveEmployerJob(db: Db, employerId: string, jobId: string): Promise<void> {
  const archived = await db.transaction(async (tx) => {
    const before = await listingsBefore(tx, [jobId]);
    const [row] = await tx
      .update(jobs)
      .set({ isActive: false, archivedAt: new Date() })
      .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId), eq(jobs.isActive, true)))
      .returning({ id: jobs.id });
    if (row) await queueListingChanges(tx, before);
    return row;
  });
  // Another employer's job reads as missing: its existence is not theirs to learn.
  if (!archived) await ownJobOrMissing(db, employerId, jobId);
  invalidate(db, JOBS_TAG);
}

async function ownJobOrMissing(db: Db, employerId: string, jobId: string) {
  const [job] = await db
    .select({ id: jobs.id, isActive: jobs.isActive, archivedAt: jobs.archivedAt, expiresAt: jobs.expiresAt })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)));
  if (!job) throw notFound("Job not found");
  return job;
}

/**
 * Lists again a job its employer archived, while its paid term lasts. Whatever else keeps it off (an admin's
 * takedown, a refund or dispute, its term over) refuses with 409 and says which (lib/job-visibility.ts).
 */
export async function reactivateEmployerJob(db: Db, employerId: string, jobId: string): Promise<void> {
  const listed = await db.transaction(async (tx) => {
    const job = await lockStanding(tx, jobId, employerId);
    assertMay("reactivate", job);
    if (job.isActive && !job.archivedAt) return false; // already listed: nothing to do
    const before = await listingsBefore(tx, [job.id]);
    await tx.update(jobs).set({ isActive: true, archivedAt: null }).where(eq(jobs.id, job.id));
    await queueListingChanges(tx, before);
    return true;
  });
  if (listed) invalidate(db, JOBS_TAG);
}

/** An employer's edit of their own job: every field that does not change the price (the schema decides). */
export async function editEmployerJob(db: Db, employerId: string, jobId: string, edit: EmployerJobEdit) {
  const job = await db.transaction(async (tx) => {
    if (!edit.salaryUnit) await assertFitsStoredUnit(tx, employerId, jobId, edit.salaryMax);
    const before = await listingsBefore(tx, [jobId]);
    const [row] = await tx
      .update(jobs)
      .set({
        ...edit,
        hoursPerWeek: edit.hoursPerWeek ?? null,
        workArrangement: edit.workArrangement ?? inferWorkArrangement(edit),
        customCategory: edit.category === "other" ? edit.customCategory : null,
        interviewDate: edit.interviewDate ?? null,
        startDate: edit.startDate ?? null,
      })
      .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)))
      .returning({ id: jobs.id, title: jobs.title });
    if (!row) throw notFound("Job not found");
    await queueListingChanges(tx, before);
    return row;
  });
  invalidate(db, JOBS_TAG);
  return job;
}

/** Figures sent without a unit are in the job's own unit, and held to its limit (the schema checked a named one). */
async function assertFitsStoredUnit(tx: Db, employerId: string, jobId: string, salaryMax: number) {
  const [job] = await tx
    .select({ salaryUnit: jobs.salaryUnit })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)))
    .for("update");
  if (!job) throw notFound("Job not found");
  if (salaryMax > MAX_PAY[job.salaryUnit]) throw badRequest(payTooHigh(job.salaryUnit));
}

/**
 * One of the employer's own jobs, to fill a form (edit, extend, or post again), with its payments' worst
 * issue for the visibility rule; someone else's reads as none.
 */
export async function ownJob(db: Db, employerId: string, jobId: string) {
  const [row] = await db
    .select({ job: jobs, paymentIssue: jobPaymentIssue })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)));
  return row ? { ...row.job, paymentIssue: row.paymentIssue } : null;
}
