// The hitch check for the signed-in seeker: their profile's tickets and medicals against a listed job's first
// hitch (docs/decisions/130-hitch-check.md). Asked for by the job page after it loads, since that page is
// shared and cached, and read on the server by Jobs for you, which is per user already.
import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { hitchCheck, type HeldItems, type HitchCheck } from "@/lib/applications/hitch";
import { utcDay } from "@/lib/job-match";
import type { Db } from "../db/client";
import { jobs, userProfiles } from "../db/schema";
import { conflict, notFound } from "../http/errors";
import { listedJobs } from "../jobs/search-jobs";

/** The job columns the hitch rule reads, for every query that feeds it. */
export const HITCH_COLUMNS = {
  id: jobs.id,
  startDate: jobs.startDate,
  rotation: jobs.rotation,
  tickets: jobs.tickets,
  ticketsOther: jobs.ticketsOther,
  medical: jobs.medical,
};

/** The seeker's held tickets and medicals; null when they have saved no profile. */
export async function heldItemsOf(db: Db, userId: string): Promise<HeldItems | null> {
  const [row] = await db
    .select({ tickets: userProfiles.tickets, medicals: userProfiles.medicals })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row ?? null;
}

/** One listed job's check; 404 for a job that is not listed, 409 for a seeker with no profile to check. */
export async function jobHitchCheck(db: Db, userId: string, jobId: string, now = new Date()): Promise<HitchCheck> {
  const [job] = await db
    .select(HITCH_COLUMNS)
    .from(jobs)
    .where(and(eq(jobs.id, jobId), listedJobs(now)));
  if (!job) throw notFound("Job not found");
  const held = await heldItemsOf(db, userId);
  if (!held) throw conflict("Save your worker profile to check your tickets against this hitch", "conflict");
  return hitchCheck(job, held, utcDay(now));
}

/** Checks for several listed jobs at once (a page of matches), by job id; jobs no longer listed are left out. */
export async function hitchChecksFor(db: Db, held: HeldItems, jobIds: string[], now = new Date()): Promise<Map<string, HitchCheck>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select(HITCH_COLUMNS)
    .from(jobs)
    .where(and(inArray(jobs.id, jobIds), listedJobs(now)));
  const today = utcDay(now);
  return new Map(rows.map((job) => [job.id, hitchCheck(job, held, today)]));
}
