// An employer's own postings (My Jobs), with what each one drew: page views and apply clicks.
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { invalidate, JOBS_TAG } from "../cache";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import { jobViewCounts } from "../analytics/job-views";
import { notFound } from "../http/errors";

export async function listEmployerJobs(db: Db, employerId: string) {
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      location: jobs.location,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
      applicationClosingDate: jobs.applicationClosingDate,
      isActive: jobs.isActive,
      isFeatured: jobs.isFeatured,
      planType: jobs.planType,
      expiresAt: jobs.expiresAt,
      createdAt: jobs.createdAt,
      applyClicks: jobs.applyClicks,
    })
    .from(jobs)
    .where(eq(jobs.employerId, employerId))
    .orderBy(desc(jobs.createdAt), jobs.id);
  const views = await jobViewCounts(db, rows.map((r) => r.id));
  return rows.map((row) => ({ ...row, views: views.get(row.id) ?? 0 }));
}

/** Removing a posting archives it: hidden from the board, kept for support to reactivate. */
export async function archiveEmployerJob(db: Db, employerId: string, jobId: string): Promise<void> {
  const [archived] = await db
    .update(jobs)
    .set({ isActive: false })
    .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)))
    .returning({ id: jobs.id });
  // Another employer's job reads as missing: its existence is not theirs to learn.
  if (!archived) throw notFound("Job not found");
  invalidate(JOBS_TAG);
}

/** One of the employer's own jobs, to fill the form when they renew it; someone else's reads as none. */
export async function ownJobForRenewal(db: Db, employerId: string, jobId: string) {
  const [job] = await db.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)));
  return job ?? null;
}
