// Admin reads and writes of every job, inactive and expired ones too. Each write runs in the job-write
// module, which retires the cached job lists and pages and tells search engines of what it changed.
import "server-only";
import { count, eq, sql } from "drizzle-orm";
import { crossFieldProblem, type AdminJobPatch, type ReorderJobs } from "@/lib/schemas/admin-jobs";
import type { Db } from "../db/client";
import { resultRows } from "../db/result-rows";
import { jobs, users } from "../db/schema";
import { badRequest, notFound } from "../http/errors";
import { jobTransaction } from "./job-write/job-transaction";
import { updateJob as saveJobUpdate } from "./job-write/save-job";
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
 * switching it on lists it again if the visibility rule lets an admin (never over a refund or dispute). An
 * edit of the job's fields passes the compliance gate like every other way in (400 `policy` when it refuses).
 */
export async function updateJob(db: Db, id: string, patch: AdminJobPatch, adminId: string): Promise<AdminJob> {
  const { isActive, takedownReason, ...fields } = patch;
  return jobTransaction(db, async (write) => {
    const tx = write.tx;
    // Lock the row: each rule across two fields is checked against the other as stored, not as it was a moment ago.
    const [current] = await tx.select().from(jobs).where(eq(jobs.id, id)).for("update");
    if (!current) throw notFound("Job not found");
    // Only a patch that touches a rule's fields is held to it: flipping Featured on a row stored before a
    // rule existed must still work.
    const touched = ["salaryMin", "salaryMax", "salaryUnit", "category", "customCategory"].some((field) => field in fields);
    const problem = touched ? crossFieldProblem({ ...current, ...fields }) : null;
    if (problem) throw badRequest(problem);
    if (Object.keys(fields).length > 0) {
      const [admin] = await tx.select({ username: users.username }).from(users).where(eq(users.id, adminId));
      await saveJobUpdate(write, current, fields, {
        source: current.source,
        userId: adminId,
        actor: admin ? { id: adminId, name: admin.username } : null,
        actorName: "unknown admin",
      });
    }
    if (isActive === false) await takeDownInTx(write, { jobId: id, reason: takedownReason!, adminId });
    if (isActive === true) await listAgainInTx(write, id, adminId);
    const [row] = await tx.select(adminColumns).from(jobs).where(eq(jobs.id, id));
    // The gate's warnings come back with the saved job, as on every way in.
    return { ...row!, warnings: row!.policyWarnings };
  });
}

/** Permanent: the job, its clicks and its reports go (the tables cascade); the audit log keeps its title. */
export async function deleteJob(db: Db, id: string, adminId?: string): Promise<void> {
  await jobTransaction(db, async (write) => {
    await write.touching([id]);
    const [deleted] = await write.tx.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id, title: jobs.title });
    if (!deleted) throw notFound("Job not found");
    const [admin] = adminId ? await write.tx.select({ username: users.username }).from(users).where(eq(users.id, adminId)) : [];
    write.audit({
      actor: admin && adminId ? { id: adminId, name: admin.username } : null,
      actorName: "unknown admin",
      action: "job.deleted",
      title: deleted.title,
      details: { jobId: deleted.id },
    });
  });
}

/** Sets every listed job's place and featured flag at once; an unknown id changes nothing at all. */
export async function reorderJobs(db: Db, input: ReorderJobs): Promise<{ updated: number }> {
  const rows = sql.join(
    input.jobs.map((j) => sql`(${j.id}::uuid, ${j.displayOrder}::int, ${j.isFeatured}::boolean)`),
    sql`, `,
  );
  const updated = await jobTransaction(db, async (write) => {
    // The board's order and badges change, not which jobs it lists: the reads are retired, nothing announced.
    write.retireBoard();
    const result = await write.tx.execute<{ id: string }>(sql`
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
  return { updated };
}

export async function setApplicationUrl(db: Db, id: string, applicationUrl: string) {
  return jobTransaction(db, async (write) => {
    await write.touching([id]);
    const [updated] = await write.tx
      .update(jobs)
      .set({ applicationUrl })
      .where(eq(jobs.id, id))
      .returning({ id: jobs.id, applicationUrl: jobs.applicationUrl });
    if (!updated) throw notFound("Job not found");
    return updated;
  });
}
