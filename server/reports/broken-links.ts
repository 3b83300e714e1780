// Visitors reporting a job: a dead application link, a scam sign, a duplicate or a filled post (with
// reasons for scam reports); admins work the queue.
import "server-only";
import { and, eq } from "drizzle-orm";
import type { BrokenLinkReportInput } from "@/lib/schemas/reports";
import type { Db } from "../db/client";
import { brokenLinkReports, jobs } from "../db/schema";
import { conflict, notFound } from "../http/errors";
import { enforceLimit } from "../rate-limit";

const REPORTS_PER_HOUR = 30;

/**
 * Stores a pending report; a visitor reporting the same job for the same reason again gets their pending
 * report back. `reporter` is the signed-in user's id or the visitor's hashed IP; `client` is the hashed
 * client key the hourly limit counts, so signing in to more accounts does not buy more reports.
 */
export async function reportBrokenLink(db: Db, input: BrokenLinkReportInput, reporter: string, client: string) {
  await enforceLimit(db, `report:${client}`, REPORTS_PER_HOUR, 3600);
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, input.jobId));
  if (!job) throw notFound("Job not found");
  const [created] = await db
    .insert(brokenLinkReports)
    .values({ jobId: input.jobId, reportedBy: reporter, reason: input.reason, reportReason: input.reportReason })
    .onConflictDoNothing()
    .returning();
  if (created) return { report: created, created: true };
  const [existing] = await db
    .select()
    .from(brokenLinkReports)
    .where(
      and(
        eq(brokenLinkReports.jobId, input.jobId),
        eq(brokenLinkReports.reportedBy, reporter),
        eq(brokenLinkReports.reason, input.reason),
        eq(brokenLinkReports.status, "pending"),
      ),
    );
  return { report: existing, created: false };
}

/**
 * The reporter takes their report back (Undo) while it is still pending; `reporter` is worked out as when
 * reporting, so only the account or visitor who sent it may, and anyone else's report is simply not found.
 */
export async function withdrawReport(db: Db, id: string, reporter: string): Promise<void> {
  const mine = and(eq(brokenLinkReports.id, id), eq(brokenLinkReports.reportedBy, reporter));
  const [withdrawn] = await db
    .delete(brokenLinkReports)
    .where(and(mine, eq(brokenLinkReports.status, "pending")))
    .returning({ id: brokenLinkReports.id });
  if (withdrawn) return;
  const [kept] = await db.select({ status: brokenLinkReports.status }).from(brokenLinkReports).where(mine);
  if (!kept) throw notFound("Report not found");
  throw conflict(`This report is already ${kept.status} and can no longer be withdrawn`);
}
