// Admin reads and writes of every job, inactive and expired ones too. Every write that can change what
// the public sees empties the cached job lists and pages.
import "server-only";
import { count, eq, sql } from "drizzle-orm";
import { crossFieldProblem, type AdminJobPatch, type ReorderJobs } from "@/lib/schemas/admin-jobs";
import type { Db } from "../db/client";
import { resultRows } from "../db/result-rows";
import { jobs } from "../db/schema";
import { invalidate, JOBS_TAG } from "../cache";
import { badRequest, notFound } from "../http/errors";
import { listingsBefore, queueListingChanges } from "./job-write/listing-changes";
import { adminColumns, type listAdminJobs } from "./admin-job-list";
import { listAgainInTx, takeDownInTx } from "./takedowns";

type AdminJob = Omit<Awaited<ReturnType<typeof listAdminJobs>>["jobs"][number], "expired" | "paymentIssue" | "paymentIssueAt">;

/** The dashboard's four figures; expired means past its expiry, whatever its active flag. */
export async function adminJobCounts(db: Db) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${jobs.isActive})`.mapWith(Number),
      featured: sql<number>`count(*) filter (where ${jobs.isFeatured})`.mapWith(Number),
      expired: sql<number>`count(*) filter (where ${jobs.expiresAt} <= now())`.mapWith(Number),
    })
    .from(jobs);
  return row;
}

/**
 * Switching Active off takes the job down with the patch's reason (and emails its employer once committed);
 * switching it on lists it again if the visibility rule lets an admin (never over a refund or dispute).
 */
export async function updateJob(db: Db, id: string, patch: AdminJobPatch, adminId: string): Promise<AdminJob> {
  const { isActive, takedownReason, ...fields } = patch;
  const updated = await db.transaction(async (tx) => {
    // Lock the row: each rule across two fields is checked against the other as stored, not as it was a moment ago.
    const [current] = await tx
      .select({
        salaryMin: jobs.salaryMin,
        salaryMax: jobs.salaryMax,
        salaryUnit: jobs.salaryUnit,
        category: jobs.category,
        customCategory: jobs.customCategory,
      })
      .from(jobs)
      .where(eq(jobs.id, id))
      .for("update");
    if (!current) throw notFound("Job not found");
    // Only a patch that touches a rule's fields is held to it: flipping Featured on a row stored before a
    // rule existed must still work.
    const touched = ["salaryMin", "salaryMax", "salaryUnit", "category", "customCategory"].some((field) => field in fields);
    const problem = touched ? crossFieldProblem({ ...current, ...fields }) : null;
    if (problem) throw badRequest(problem);
    const edited = Object.keys(fields).length > 0;
    // A takedown or a listing again tells search engines itself, of the job with these fields already set.
    const before = edited && isActive === undefined ? await listingsBefore(tx, [id]) : undefined;
    if (edited) await tx.update(jobs).set(fields).where(eq(jobs.id, id));
    if (before) await queueListingChanges(tx, before);
    if (isActive === false) await takeDownInTx(tx, { jobId: id, reason: takedownReason!, adminId });
    if (isActive === true) await listAgainInTx(tx, id, adminId);
    const [row] = await tx.select(adminColumns).from(jobs).where(eq(jobs.id, id));
    return row;
  });
  invalidate(db, JOBS_TAG);
  return updated;
}

/** Permanent: the job, its clicks and its reports go (the tables cascade). */
export async function deleteJob(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await listingsBefore(tx, [id]);
    const deleted = await tx.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
    if (!deleted.length) throw notFound("Job not found");
    await queueListingChanges(tx, before);
  });
  invalidate(db, JOBS_TAG);
}

/** Sets every listed job's place and featured flag at once; an unknown id changes nothing at all. */
export async function reorderJobs(db: Db, input: ReorderJobs): Promise<{ updated: number }> {
  const rows = sql.join(
    input.jobs.map((j) => sql`(${j.id}::uuid, ${j.displayOrder}::int, ${j.isFeatured}::boolean)`),
    sql`, `,
  );
  const updated = await db.transaction(async (tx) => {
    const result = await tx.execute<{ id: string }>(sql`
      update ${jobs} set display_order = v.display_order, is_featured = v.is_featured, updated_at = now()
      from (values ${rows}) as v(id, display_order, is_featured)
      where ${jobs.id} = v.id
      returning ${jobs.id}`);
    const found = new Set(resultRows<{ id: string }>(result).map((r) => r.id));
    const missing = input.jobs.find((j) => !found.has(j.id));
    // Throwing rolls the whole statement back: a stale list never half-applies.
    if (missing) throw notFound(`Job not found: ${missing.id}`);
    return found.size;
  });
  invalidate(db, JOBS_TAG);
  return { updated };
}

export async function setApplicationUrl(db: Db, id: string, applicationUrl: string) {
  const row = await db.transaction(async (tx) => {
    const before = await listingsBefore(tx, [id]);
    const [updated] = await tx
      .update(jobs)
      .set({ applicationUrl })
      .where(eq(jobs.id, id))
      .returning({ id: jobs.id, applicationUrl: jobs.applicationUrl });
    if (!updated) throw notFound("Job not found");
    await queueListingChanges(tx, before);
    return updated;
  });
  invalidate(db, JOBS_TAG);
  return row;
}
