// The admin side of broken-link reports: the queue, newest first and paged, and each report's next step.
import "server-only";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { ReportStatus } from "@/lib/broken-links";
import type { ReportList, ReportStatusChange } from "@/lib/schemas/admin-reports";
import type { Db } from "../db/client";
import { brokenLinkReports, jobs } from "../db/schema";
import { conflict, notFound } from "../http/errors";

export async function listReports(db: Db, query: ReportList) {
  const where = query.status ? eq(brokenLinkReports.status, query.status) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
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
      .where(where)
      .orderBy(desc(brokenLinkReports.createdAt), brokenLinkReports.id)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(brokenLinkReports).where(where),
  ]);
  return { reports: rows, total };
}

/** Which statuses each step starts from: resolved and dismissed are final. */
const STEPS_FROM: Record<"investigating" | "dismissed" | "resolved", ReportStatus[]> = {
  investigating: ["pending"],
  dismissed: ["pending", "investigating"],
  resolved: ["pending", "investigating"],
};

/**
 * Moves a report one step, once: a report already past that step answers 409 and keeps what it had.
 * Resolving and dismissing record who closed it and when.
 */
async function step(db: Db, id: string, to: keyof typeof STEPS_FROM, adminId: string, adminNotes: string | null) {
  const closes = to !== "investigating";
  const [changed] = await db
    .update(brokenLinkReports)
    // Notes written when the report was taken up stay unless new ones replace them.
    .set({
      status: to,
      adminNotes: adminNotes ?? sql`${brokenLinkReports.adminNotes}`,
      ...(closes ? { resolvedBy: adminId, resolvedAt: new Date() } : {}),
    })
    .where(and(eq(brokenLinkReports.id, id), inArray(brokenLinkReports.status, STEPS_FROM[to])))
    .returning();
  if (changed) return changed;
  const [existing] = await db.select({ status: brokenLinkReports.status }).from(brokenLinkReports).where(eq(brokenLinkReports.id, id));
  if (!existing) throw notFound("Report not found");
  const verb = to === "investigating" ? "investigated" : to;
  throw conflict(`Only ${STEPS_FROM[to].join(" or ")} reports can be ${verb}; this one is ${existing.status}`);
}

export function resolveReport(db: Db, id: string, adminId: string, adminNotes: string | null) {
  return step(db, id, "resolved", adminId, adminNotes);
}

export function changeReportStatus(db: Db, id: string, adminId: string, change: ReportStatusChange) {
  return step(db, id, change.status, adminId, change.adminNotes);
}
