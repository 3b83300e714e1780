// The admin job list: every job, listed or not, searched, filtered and paged on the server.
import "server-only";
import { and, count, eq, getTableColumns, ilike, isNotNull, isNull, ne, not, sql, type SQL } from "drizzle-orm";
import type { AdminJobFilters, AdminJobList } from "@/lib/schemas/admin-lists";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import { jobPaymentIssue, jobPaymentIssueAt } from "./job-standing";
import { escapeLike } from "@/lib/search-text";
import { listedJobs, NEWEST_ORDER, searchCondition } from "./search-jobs";

const { searchVector: _vector, ...tableColumns } = getTableColumns(jobs);
/** Every column, and the gate's stored warnings under the name every job answer gives them. */
export const adminColumns = { ...tableColumns, warnings: jobs.policyWarnings };

function conditions(f: AdminJobFilters): SQL | undefined {
  const expired = sql`${jobs.expiresAt} <= now()`;
  return and(
    f.search ? searchCondition(f.search) : undefined,
    f.status === "active" ? listedJobs() : f.status === "inactive" ? not(jobs.isActive) : f.status === "expired" ? expired : undefined,
    f.featured === undefined ? undefined : eq(jobs.isFeatured, f.featured),
    f.category ? eq(jobs.category, f.category) : undefined,
    f.risk ? eq(jobs.dangerLevel, f.risk) : undefined,
    f.source === "seed" ? eq(jobs.seedJob, true) : f.source === "paid" ? isNotNull(jobs.paymentIntentId) : undefined,
    f.linkStatus === "unchecked" ? isNull(jobs.linkStatus) : f.linkStatus ? eq(jobs.linkStatus, f.linkStatus) : undefined,
    f.employer ? ilike(jobs.company, `%${escapeLike(f.employer)}%`) : undefined,
    // A job in several countries has none by design; only one that should have a country and lacks it is unknown.
    f.place === "unknown" ? and(isNull(jobs.country), ne(jobs.placeKind, "multiple")) : undefined,
  );
}

/**
 * One page in the board's order and the number of matches. The page's ids are found first, sorting only
 * the sort keys of every match; only those rows are then read whole, so a deep page does not carry every
 * match's columns through the sort. The count is its own query: a window count on the page query would
 * read every matching row (ARCHITECTURE, known pitfalls).
 */
export async function listAdminJobs(db: Db, query: AdminJobList) {
  const { limit, offset, ...filters } = query;
  const where = conditions(filters);
  const page = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(where)
    .orderBy(...NEWEST_ORDER)
    .limit(limit)
    .offset(offset)
    .as("page");
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ...adminColumns,
        // The dashboard shows two lines of each description; the rest stays in the database.
        description: sql<string>`left(${jobs.description}, 400)`.as("description"),
        expired: sql<boolean>`${jobs.expiresAt} <= now()`.as("expired"),
        // Why a paid job was taken down when a payment for it was refunded or disputed (one row per job
        // however many payments, extensions included, it has).
        paymentIssue: jobPaymentIssue.as("payment_issue"),
        paymentIssueAt: jobPaymentIssueAt.as("payment_issue_at"),
      })
      .from(page)
      .innerJoin(jobs, eq(jobs.id, page.id))
      .orderBy(...NEWEST_ORDER),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { jobs: rows, total };
}
