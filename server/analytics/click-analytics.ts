// Apply-click analytics for admins: the total tracked and the most clicked jobs.
import "server-only";
import { count, desc, eq, sql } from "drizzle-orm";
import type { ClickAnalytics } from "@/lib/click-analytics";
import type { Db } from "../db/client";
import { jobClicks, jobs } from "../db/schema";

const TOP_JOBS = 10;

const isApply = eq(jobClicks.clickType, "apply");

export async function clickAnalytics(db: Db): Promise<ClickAnalytics> {
  const [[totals], topJobs] = await Promise.all([
    db
      .select({ total: count(), jobsWithClicks: sql<number>`count(distinct ${jobClicks.jobId})`.mapWith(Number) })
      .from(jobClicks)
      .where(isApply),
    db
      .select({ jobId: jobs.id, title: jobs.title, company: jobs.company, clickCount: count() })
      .from(jobClicks)
      .innerJoin(jobs, eq(jobs.id, jobClicks.jobId))
      .where(isApply)
      .groupBy(jobs.id)
      .orderBy(desc(count()), jobs.title, jobs.id)
      .limit(TOP_JOBS),
  ]);
  return { totalTrackedClicks: [{ count: totals.total }], jobsWithClicks: totals.jobsWithClicks, topJobs };
}
