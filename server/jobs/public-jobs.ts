// Single-job reads and the board's headline figures for the public pages and API.
import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import { cached, JOBS_TAG } from "../cache";
import type { z } from "zod";
import type { JobDetailRecord, jobStatsSchema } from "@/lib/schemas/public-job";
import { jobDetailColumns } from "./job-columns";
import { listedJobs } from "./search-jobs";

/** Shown when there is no listed job to average. */
export const DEFAULT_AVG_SALARY = 125_000;

/**
 * A job the public may see; null when unknown, inactive or expired. Its website counts as the company's
 * (the structured data's sameAs) only on a verified employer's own domain.
 */
export async function listedJobById(db: Db, id: string): Promise<JobDetailRecord | null> {
  const [row] = await db
    .select(jobDetailColumns)
    .from(jobs)
    .where(and(eq(jobs.id, id), listedJobs()));
  if (!row) return null;
  // The badge's rule: a verified domain is set only when this job's website is on it.
  return { ...row, companyWebsiteVerified: row.verifiedDomain !== null };
}

export type JobStats = z.infer<typeof jobStatsSchema>;

// A job's country (decision 122); where it is not known, what follows the last comma of its location,
// without a trailing '(offshore)'-style note.
const country = sql`coalesce(lower(${jobs.country}), lower(trim(regexp_replace(regexp_replace(${jobs.location}, '^.*,', ''), '\\(.*\\)', '', 'g'))))`;

export async function jobStats(db: Db): Promise<JobStats> {
  return cached(JOBS_TAG, "stats", 60_000, async () => {
    const [row] = await db
      .select({
        avgSalary: sql<string | null>`avg((${jobs.annualSalaryMin} + ${jobs.annualSalaryMax}) / 2.0)`,
        activeJobs: count(),
        companies: sql<number>`count(distinct lower(${jobs.company}))`.mapWith(Number),
        countries: sql<number>`count(distinct ${country})`.mapWith(Number),
      })
      .from(jobs)
      .where(listedJobs());
    return {
      avgSalary: row.avgSalary === null ? DEFAULT_AVG_SALARY : Math.round(Number(row.avgSalary)),
      activeJobs: row.activeJobs,
      companies: row.companies,
      countries: row.countries,
    };
  });
}
