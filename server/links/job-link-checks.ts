// Apply-link checks on jobs: one job on request, or every listed job in the daily run. A link
// BAD twice in a row opens a pending broken-link report (and, if the operator chose, hides the job).
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { brokenLinkReports, jobs } from "../db/schema";
import { notFound } from "../http/errors";
import { listedJobs } from "../jobs/search-jobs";
import { jobTransaction } from "../jobs/job-write/job-transaction";
import { checkLink } from "./check-link";
import type { SafeFetchOptions } from "./safe-fetch";
import { hideBrokenJobs } from "./settings";

/** The reporter the checker's reports carry, so people and the checker never block each other's report. */
export const LINK_CHECKER = "link-checker";
const BAD_IN_A_ROW = 2;

export type LinkCheckResult = { linkStatus: string; httpStatus: number | null; finalUrl: string | null; checkedAt: Date; reason: string };

async function recordCheck(
  db: Db,
  job: { id: string; applicationUrl: string },
  options: SafeFetchOptions,
): Promise<LinkCheckResult & { reported: boolean }> {
  const verdict = await checkLink(job.applicationUrl, options);
  const checkedAt = new Date();
  const bad = verdict.linkStatus === "BAD";
  const [stored] = await db
    .update(jobs)
    .set({
      linkStatus: verdict.linkStatus,
      linkHttpStatus: verdict.httpStatus,
      linkFinalUrl: verdict.finalUrl,
      linkCheckReason: verdict.reason,
      linkCheckedAt: checkedAt,
      linkBadStreak: bad ? sql`${jobs.linkBadStreak} + 1` : 0,
    })
    .where(eq(jobs.id, job.id))
    .returning({ streak: jobs.linkBadStreak });
  let reported = false;
  if (stored && bad && stored.streak >= BAD_IN_A_ROW) {
    // One pending report per job and reporter (a unique index): a third BAD check adds nothing.
    const opened = await db
      .insert(brokenLinkReports)
      .values({ jobId: job.id, reportedBy: LINK_CHECKER, reportReason: `Automatic check: ${verdict.reason}` })
      .onConflictDoNothing()
      .returning({ id: brokenLinkReports.id });
    reported = opened.length > 0;
    if (hideBrokenJobs()) {
      await jobTransaction(db, async (write) => {
        await write.touching([job.id]);
        await write.tx
          .update(jobs)
          .set({ isActive: false })
          .where(and(eq(jobs.id, job.id), eq(jobs.isActive, true)));
      });
    }
  }
  return { ...verdict, checkedAt, reported };
}

/** POST /api/admin/jobs/{id}/check-link: checks one job now, listed or not. */
export async function checkJobLink(db: Db, id: string, options: SafeFetchOptions = {}): Promise<LinkCheckResult> {
  const [job] = await db.select({ id: jobs.id, applicationUrl: jobs.applicationUrl }).from(jobs).where(eq(jobs.id, id));
  if (!job) throw notFound("Job not found");
  const { reported: _reported, ...result } = await recordCheck(db, job, options);
  return result;
}

export type LinkCheckSummary = { checked: number; ok: number; warn: number; bad: number; reported: number };

/** The scheduled run: every listed job's link, a few hosts at a time (see host-limiter). */
export async function runLinkChecks(db: Db, options: SafeFetchOptions = {}): Promise<LinkCheckSummary> {
  const listed = await db.select({ id: jobs.id, applicationUrl: jobs.applicationUrl }).from(jobs).where(listedJobs());
  const results = await Promise.all(listed.map((job) => recordCheck(db, job, options)));
  return {
    checked: results.length,
    ok: results.filter((r) => r.linkStatus === "OK").length,
    warn: results.filter((r) => r.linkStatus === "WARN").length,
    bad: results.filter((r) => r.linkStatus === "BAD").length,
    reported: results.filter((r) => r.reported).length,
  };
}
