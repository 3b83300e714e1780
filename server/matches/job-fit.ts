// One job's fit for the signed-in worker, fetched by the job page after it loads: the page's HTML is shared
// and cached, so what only this worker may see comes from here.
import "server-only";
import { and, eq } from "drizzle-orm";
import { lapseWarnings, utcDay } from "@/lib/job-match";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import { notFound } from "../http/errors";
import { listedJobs } from "../jobs/search-jobs";
import { matchProfileOf } from "./match-profile";

export async function jobFit(db: Db, userId: string, jobId: string, now = new Date()): Promise<{ lapses: string[] }> {
  const [job] = await db
    .select({ tickets: jobs.tickets, startDate: jobs.startDate })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), listedJobs()));
  if (!job) throw notFound("Job not found");
  const profile = await matchProfileOf(db, userId);
  return { lapses: profile ? lapseWarnings(profile, job, utcDay(now)) : [] };
}
