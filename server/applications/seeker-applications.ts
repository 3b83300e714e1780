// The seeker's own applications: the tracker's list and withdrawing one. Every query filters by the
// seeker, so another seeker's id reads as no application at all.
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { OPEN_STATUSES, trackedStatus, type ApplicationStatus, type TrackedStatus } from "@/lib/applications/kinds";
import type { Db } from "../db/client";
import { applications, jobs } from "../db/schema";
import { conflict, notFound } from "../http/errors";
import { listedJobs } from "../jobs/search-jobs";
import { deleteApplicationCv } from "./cv-store";

export type SeekerApplicationRow = {
  id: string;
  jobId: string;
  jobTitle: string;
  company: string;
  status: TrackedStatus;
  declineMessage: string | null;
  createdAt: Date;
  statusChangedAt: Date;
};

export const APPLICATION_NOT_FOUND = "Application not found";
export const ALREADY_DECIDED = "The employer has already decided on this application, so it can no longer be withdrawn";

/** Newest first; an open application on a job no longer listed reads 'closed' (Closed without a decision). */
export async function listSeekerApplications(db: Db, userId: string): Promise<SeekerApplicationRow[]> {
  const rows = await db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      jobTitle: jobs.title,
      company: jobs.company,
      stored: applications.status,
      jobOpen: listedJobs().mapWith(Boolean),
      declineMessage: applications.declineMessage,
      createdAt: applications.createdAt,
      statusChangedAt: applications.statusChangedAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.seekerId, userId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return rows.map(({ stored, jobOpen, ...row }) => ({ ...row, status: trackedStatus(stored, jobOpen) }));
}

/**
 * Withdraws an open application: it stays, as Withdrawn, so the employer's inbox and counts show it, but
 * its CV, answers and note go. The CV is deleted inside the transaction, after the row is changed: if the
 * store refuses, nothing changes and the seeker may try again; a CV already gone is no error. A repeat
 * answers the same; an application the employer has decided (declined, hired) is not withdrawn.
 */
export async function withdrawApplication(db: Db, userId: string, id: string): Promise<{ id: string; status: "withdrawn" }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: applications.status, cvKey: applications.cvKey })
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.seekerId, userId)))
      .for("update");
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    if (row.status === "withdrawn") return { id, status: "withdrawn" as const };
    if (!OPEN_STATUSES.includes(row.status as ApplicationStatus)) throw conflict(ALREADY_DECIDED);
    const now = new Date();
    await tx
      .update(applications)
      .set({
        status: "withdrawn",
        statusChangedAt: now,
        answers: [],
        note: null,
        cvKey: null,
        cvName: null,
        cvType: null,
        cvBytes: null,
        dataDeletedAt: now,
      })
      .where(eq(applications.id, id));
    if (row.cvKey) await deleteApplicationCv(row.cvKey);
    return { id, status: "withdrawn" as const };
  });
}
