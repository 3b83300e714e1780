// An employer's own postings (My Jobs), with what each one drew: page views, apply clicks and applications.
import { inferWorkArrangement } from "@/lib/work-arrangement";
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { EmployerJobEdit } from "@/lib/schemas/employer-jobs";
import { payTooHigh } from "@/lib/schemas/job-draft";
import { MAX_PAY } from "@/lib/pay";
import type { Db } from "../db/client";
import { jobs, users, type Job } from "../db/schema";
import { jobViewCounts } from "../analytics/job-views";
import { applicationCounts } from "../applications/employer-inbox";
import { badRequest, notFound } from "../http/errors";
import { jobTransaction } from "./job-write/job-transaction";
import { updateJob, type JobOrigin } from "./job-write/save-job";
import { assertMay, jobPaymentIssue, lockStanding } from "./job-standing";

export async function listEmployerJobs(db: Db, employerId: string) {
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      location: jobs.location,
      country: jobs.country,
      subdivision: jobs.subdivision,
      placeKind: jobs.placeKind,
      source: jobs.source,
      externalReference: jobs.externalReference,
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
      incompleteFields: jobs.incompleteFields,
      warnings: jobs.policyWarnings,
      isFeatured: jobs.isFeatured,
      planType: jobs.planType,
      expiresAt: jobs.expiresAt,
      createdAt: jobs.createdAt,
      applyClicks: jobs.applyClicks,
    })
    .from(jobs)
    .where(eq(jobs.employerId, employerId))
    .orderBy(desc(jobs.createdAt), jobs.id);
  const ids = rows.map((r) => r.id);
  const [views, applied] = await Promise.all([jobViewCounts(db, ids), applicationCounts(db, ids)]);
  return rows.map((row) => ({
    ...row,
    views: views.get(row.id) ?? 0,
    applications: applied.get(row.id)?.applications ?? 0,
    newApplications: applied.get(row.id)?.unopened ?? 0,
  }));
}

/** Removing a posting archives it: hidden from the board, kept for support to reactivate. */
export async function archiveEmployerJob(db: Db, employerId: string, jobId: string): Promise<void> {
  const archived = await jobTransaction(db, async (write) => {
    const theirs = and(eq(jobs.id, jobId), eq(jobs.employerId, employerId), eq(jobs.isActive, true));
    // One already off the board changes no read: it is not touched, so nothing is retired or announced.
    const [open] = await write.tx.select({ id: jobs.id }).from(jobs).where(theirs).for("update");
    if (!open) return false;
    await write.touching([open.id]);
    await write.tx.update(jobs).set({ isActive: false, archivedAt: new Date() }).where(theirs);
    return true;
  });
  // Another employer's job reads as missing: its existence is not theirs to learn.
  if (!archived) await ownJobOrMissing(db, employerId, jobId);
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
  await jobTransaction(db, async (write) => {
    const job = await lockStanding(write.tx, jobId, employerId);
    assertMay("reactivate", job);
    if (job.isActive && !job.archivedAt) return; // already listed: nothing to do
    await write.touching([job.id]);
    await write.tx.update(jobs).set({ isActive: true, archivedAt: null }).where(eq(jobs.id, job.id));
  });
}

/**
 * An employer's edit of their own job: every field that does not change the price (the schema decides). The
 * edited job passes the compliance gate again (400 `policy` when it refuses); its warnings come back with it.
 */
export async function editEmployerJob(db: Db, employerId: string, jobId: string, edit: EmployerJobEdit) {
  return jobTransaction(db, async (write) => {
    const tx = write.tx;
    if (!edit.salaryUnit) await assertFitsStoredUnit(tx, employerId, jobId, edit.salaryMax);
    const values = {
      ...edit,
      hoursPerWeek: edit.hoursPerWeek ?? null,
      workArrangement: edit.workArrangement ?? inferWorkArrangement(edit),
      customCategory: edit.category === "other" ? edit.customCategory : null,
      interviewDate: edit.interviewDate ?? null,
      startDate: edit.startDate ?? null,
    };
    const [current] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)))
      .for("update");
    if (!current) throw notFound("Job not found");
    // A save of the form as it was changes no page: nothing is written, retired or announced.
    if (!differs(current, values)) return { id: current.id, title: current.title, warnings: current.policyWarnings };
    const [employer] = await tx.select({ username: users.username }).from(users).where(eq(users.id, employerId));
    const origin: JobOrigin = {
      source: current.source,
      userId: employerId,
      actor: { id: employerId, name: employer?.username ?? employerId },
    };
    const { job, warnings } = await updateJob(write, current, values, origin);
    return { id: job.id, title: job.title, warnings };
  });
}

/** Whether any field the edit sets holds something else now (a field left out of the edit keeps its value). */
function differs(current: Job, values: Partial<Record<keyof Job, unknown>>): boolean {
  return Object.entries(values).some(([key, value]) => {
    if (value === undefined) return false;
    const now: unknown = current[key as keyof Job];
    if (value instanceof Date || now instanceof Date)
      return !(value instanceof Date && now instanceof Date && value.getTime() === now.getTime());
    if (value !== null && typeof value === "object") return JSON.stringify(value) !== JSON.stringify(now);
    return (now ?? null) !== value;
  });
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
