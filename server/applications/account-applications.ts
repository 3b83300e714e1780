// Applications in an account's export and erasure. A seeker's export holds what they sent and what became
// of it; an employer's holds only how many applied to each job, since the applicants' data is theirs, not
// the employer's. Deleting a seeker deletes their applications and CVs; deleting an employer first declines
// what is still open on their jobs, so no applicant is left waiting on an account that is gone.
import "server-only";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { OPEN_STATUSES, trackedStatus } from "@/lib/applications/kinds";
import type { Db } from "../db/client";
import { applications, jobs } from "../db/schema";
import { safeErrorText } from "../db/safe-error";
import { listedJobs } from "../jobs/search-jobs";
import { deleteApplicationCv } from "./cv-store";
import { noticeStatusChange } from "./notices";

/** The message a seeker reads when the employer's account deletion declined their application. */
export const EMPLOYER_CLOSED_MESSAGE = "The employer closed their account";

export async function exportSeekerApplications(db: Db, seekerId: string) {
  const rows = await db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      jobTitle: jobs.title,
      company: jobs.company,
      questions: jobs.screeningQuestions,
      listed: sql<boolean>`(${listedJobs()})`,
      status: applications.status,
      declineMessage: applications.declineMessage,
      createdAt: applications.createdAt,
      viewedAt: applications.viewedAt,
      statusChangedAt: applications.statusChangedAt,
      name: applications.name,
      email: applications.email,
      phone: applications.phone,
      tickets: applications.tickets,
      medicals: applications.medicals,
      availableFrom: applications.availableFrom,
      rotations: applications.rotations,
      answers: applications.answers,
      note: applications.note,
      cvName: applications.cvName,
      cvType: applications.cvType,
      cvBytes: applications.cvBytes,
      dataDeletedAt: applications.dataDeletedAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.seekerId, seekerId))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  return rows.map(({ questions, listed, cvName, cvType, cvBytes, answers, ...row }) => ({
    ...row,
    status: trackedStatus(row.status, listed),
    // Each answer beside the question it answers, as the employer read it.
    answers: answers.map((a) => ({ question: questions.find((q) => q.id === a.id)?.text ?? null, value: a.value })),
    // The file itself is not in the export: the seeker sent it from their own device and holds it.
    cv: cvName ? { name: cvName, type: cvType, bytes: cvBytes, included: false } : null,
  }));
}

/** An employer's jobs with how many applied to each: counts, never who. */
export async function exportEmployerApplicationCounts(db: Db, employerId: string) {
  return db
    .select({ jobId: jobs.id, title: jobs.title, applications: count(applications.id) })
    .from(jobs)
    .innerJoin(applications, eq(applications.jobId, jobs.id))
    .where(eq(jobs.employerId, employerId))
    .groupBy(jobs.id, jobs.title)
    .orderBy(asc(jobs.title), asc(jobs.id));
}

/**
 * Declines every open application on the employer's jobs, each with its notice to the seeker; in the
 * account deletion's transaction, before its jobs are archived (the seeker then reads Declined and why,
 * not 'Closed without a decision').
 */
export async function declineOnEmployerDeletion(tx: Db, employerId: string): Promise<number> {
  const theirs = tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.employerId, employerId));
  const declined = await tx
    .update(applications)
    .set({ status: "declined", declineMessage: EMPLOYER_CLOSED_MESSAGE, statusChangedAt: new Date() })
    .where(and(inArray(applications.jobId, theirs), inArray(applications.status, [...OPEN_STATUSES])))
    .returning({ id: applications.id });
  for (const { id } of declined) await noticeStatusChange(tx, id);
  return declined.length;
}

/** Deletes the seeker's applications in the caller's transaction; answers their CVs' keys, to remove after it commits. */
export async function deleteSeekerApplications(tx: Db, seekerId: string): Promise<string[]> {
  const rows = await tx.delete(applications).where(eq(applications.seekerId, seekerId)).returning({ cvKey: applications.cvKey });
  return rows.flatMap((r) => (r.cvKey ? [r.cvKey] : []));
}

/**
 * Removes CVs whose rows are already gone. After the commit, so a rolled-back deletion keeps its files;
 * a store that fails here leaves an orphaned file nobody can reach (its key is nowhere), which is logged.
 */
export async function removeCvs(keys: string[]): Promise<void> {
  for (const key of keys) {
    try {
      await deleteApplicationCv(key);
    } catch (error) {
      console.error(`A deleted application's CV could not be removed from the store: ${safeErrorText(error)}`);
    }
  }
}
