// The admin side of broken-link reports: the queue, newest first, and resolving a pending report.
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { ReportStatus } from "@/lib/broken-links";
import type { Db } from "../db/client";
import { brokenLinkReports, jobs } from "../db/schema";
import { conflict, notFound } from "../http/errors";

const MAX_LISTED = 500;

export async function listReports(db: Db, status?: ReportStatus) {
  return db
    .select({
      id: brokenLinkReports.id,
      jobId: brokenLinkReports.jobId,
      reportReason: brokenLinkReports.reportReason,
      status: brokenLinkReports.status,
      adminNotes: brokenLinkReports.adminNotes,
      resolvedAt: brokenLinkReports.resolvedAt,
      createdAt: brokenLinkReports.createdAt,
      jobTitle: jobs.title,
      company: jobs.company,
      applicationUrl: jobs.applicationUrl,
    })
    .from(brokenLinkReports)
    .leftJoin(jobs, eq(jobs.id, brokenLinkReports.jobId))
    .where(status ? eq(brokenLinkReports.status, status) : undefined)
    .orderBy(desc(brokenLinkReports.createdAt), brokenLinkReports.id)
    .limit(MAX_LISTED);
}

/** pending → resolved, once: a report already handled answers 409 and keeps its first resolution. */
export async function resolveReport(db: Db, id: string, adminId: string, adminNotes: string | null) {
  const [resolved] = await db
    .update(brokenLinkReports)
    .set({ status: "resolved", adminNotes, resolvedBy: adminId, resolvedAt: new Date() })
    .where(and(eq(brokenLinkReports.id, id), eq(brokenLinkReports.status, "pending")))
    .returning();
  if (resolved) return resolved;
  const [existing] = await db.select({ status: brokenLinkReports.status }).from(brokenLinkReports).where(eq(brokenLinkReports.id, id));
  if (!existing) throw notFound("Report not found");
  throw conflict(`Only pending reports can be resolved; this one is ${existing.status}`);
}
