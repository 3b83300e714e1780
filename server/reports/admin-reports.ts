// The admin side of job reports: the queue, paged, and each report's next step. The queue puts scam
// reasons first, then the jobs most people report, then the newest.
import "server-only";
import { and, count, countDistinct, desc, eq, inArray, sql } from "drizzle-orm";
import type { ReportStatus } from "@/lib/broken-links";
import { REPORT_REASON_RANK } from "@/lib/report-reasons";
import type { ReportList, ReportStatusChange } from "@/lib/schemas/admin-reports";
import type { Db } from "../db/client";
import { brokenLinkReports, jobs } from "../db/schema";
import { conflict, notFound } from "../http/errors";

/** The reason's rank as SQL, from the one table of ranks. */
const reasonRank = sql<number>`case ${brokenLinkReports.reason} ${sql.join(
  Object.entries(REPORT_REASON_RANK).map(([reason, rank]) => sql`when ${reason} then ${rank}`),
  sql` `,
)} end`;

/** Distinct reporters with an open report on the row's job: one visitor's several reasons count once. */
const jobReports = sql<number>`(select count(distinct open.reported_by)::int from ${brokenLinkReports} open where open.job_id = ${brokenLinkReports.jobId} and open.status in ('pending', 'investigating'))`;

/** What the queue shows of each report and its job. */
const reportColumns = {
  id: brokenLinkReports.id,
  jobId: brokenLinkReports.jobId,
  reportReason: brokenLinkReports.reportReason,
  reason: brokenLinkReports.reason,
  status: brokenLinkReports.status,
  adminNotes: brokenLinkReports.adminNotes,
  resolvedAt: brokenLinkReports.resolvedAt,
  createdAt: brokenLinkReports.createdAt,
  jobTitle: jobs.title,
  company: jobs.company,
  applicationUrl: jobs.applicationUrl,
};

export async function listReports(db: Db, query: ReportList) {
  const where = query.status ? eq(brokenLinkReports.status, query.status) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...reportColumns, jobReports })
      .from(brokenLinkReports)
      .leftJoin(jobs, eq(jobs.id, brokenLinkReports.jobId))
      .where(where)
      .orderBy(reasonRank, desc(jobReports), desc(brokenLinkReports.createdAt), brokenLinkReports.id)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(brokenLinkReports).where(where),
  ]);
  return { reports: rows, total };
}

/**
 * The queue by job: each reported job once, with the reports the filter chose, paged by job. A job's place is
 * its gravest reason, then how many people report it, then its latest report.
 */
export async function listReportGroups(db: Db, query: ReportList) {
  const where = query.status ? eq(brokenLinkReports.status, query.status) : undefined;
  // Named in full: with one table in the query, drizzle leaves columns unqualified, and the subquery's own
  // job_id would be read instead of the group's.
  const reporters = sql<number>`(select count(distinct open.reported_by)::int from ${brokenLinkReports} open where open.job_id = "broken_link_reports"."job_id" and open.status in ('pending', 'investigating'))`;
  const gravest = sql`min(${reasonRank})`;
  const latest = sql`max(${brokenLinkReports.createdAt})`;
  const [groups, [{ total }]] = await Promise.all([
    db
      .select({ jobId: brokenLinkReports.jobId, jobReports: reporters })
      .from(brokenLinkReports)
      .where(where)
      .groupBy(brokenLinkReports.jobId)
      .orderBy(gravest, desc(reporters), desc(latest), brokenLinkReports.jobId)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: countDistinct(brokenLinkReports.jobId) })
      .from(brokenLinkReports)
      .where(where),
  ]);
  if (groups.length === 0) return { groups: [], total };
  const rows = await db
    .select(reportColumns)
    .from(brokenLinkReports)
    .leftJoin(jobs, eq(jobs.id, brokenLinkReports.jobId))
    .where(
      and(
        where,
        inArray(
          brokenLinkReports.jobId,
          groups.map((g) => g.jobId),
        ),
      ),
    )
    .orderBy(reasonRank, desc(brokenLinkReports.createdAt), brokenLinkReports.id);
  return {
    groups: groups.map(({ jobId, jobReports: reporters }) => {
      const reports = rows.filter((r) => r.jobId === jobId);
      const { jobTitle, company, applicationUrl } = reports[0];
      return {
        jobId,
        jobTitle,
        company,
        applicationUrl,
        jobReports: reporters,
        reports: reports.map(({ id, reportReason, reason, status, adminNotes, resolvedAt, createdAt }) => ({
          id,
          reportReason,
          reason,
          status,
          adminNotes,
          resolvedAt,
          createdAt,
        })),
      };
    }),
    total,
  };
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
