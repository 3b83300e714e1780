// What an application keeps once its job has closed (docs/decisions/135): the CV and the answers and note go
// six months after the job closed; the row stays, with what the counts and the seeker's tracker read. Also
// the one eraser of a single application's data, which withdrawal and account deletion use too.
import "server-only";
import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { RETENTION_MONTHS } from "@/lib/applications/kinds";
import type { Db } from "../db/client";
import { applications, jobs } from "../db/schema";
import { safeErrorText } from "../db/safe-error";
import { listedJobs } from "../jobs/search-jobs";
import { deleteApplicationCv } from "./cv-store";

export type RetentionSummary = { due: number; erased: number; failed: number };

/**
 * When the job stopped taking applications: the earliest of its closing date and paid term once passed, its
 * archiving and an admin's takedown; a job switched off with none of those (held) counts from its last
 * write. Only a job not listed now has closed, so one listed again (extended, reactivated) has not.
 */
export function jobClosedAt(): SQL<Date> {
  return sql<Date>`least(
    ${jobs.applicationClosingDate}, ${jobs.expiresAt},
    coalesce(${jobs.archivedAt}, 'infinity'::timestamptz), coalesce(${jobs.takenDownAt}, 'infinity'::timestamptz),
    case when ${jobs.isActive} then 'infinity'::timestamptz else ${jobs.updatedAt} end)`;
}

/** The moment RETENTION_MONTHS calendar months before `now`, in UTC. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION_MONTHS);
  return cutoff;
}

const holdsData = or(
  sql`${applications.cvKey} is not null`,
  sql`${applications.note} is not null`,
  sql`${applications.answers} <> '[]'::jsonb`,
);

/** Deletes the CVs from the store, then clears the rows; a store already without the CV is not an error. */
export async function eraseApplicationData(db: Db, rows: { id: string; cvKey: string | null }[], now: Date = new Date()): Promise<void> {
  for (const { cvKey } of rows) if (cvKey) await deleteApplicationCv(cvKey);
  if (!rows.length) return;
  await db
    .update(applications)
    .set({ cvKey: null, cvName: null, cvType: null, cvBytes: null, answers: [], note: null, dataDeletedAt: now })
    .where(
      inArray(
        applications.id,
        rows.map((r) => r.id),
      ),
    );
}

/** The scheduled run: every application whose job closed at least RETENTION_MONTHS ago and still holds data. */
export async function runApplicationRetention(db: Db, now: Date = new Date()): Promise<RetentionSummary> {
  const due = await db
    .select({ id: applications.id, cvKey: applications.cvKey })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(
        isNull(applications.dataDeletedAt),
        holdsData,
        sql`not (${listedJobs(now)})`,
        sql`${jobClosedAt()} <= ${retentionCutoff(now).toISOString()}::timestamptz`,
      ),
    );
  const summary: RetentionSummary = { due: due.length, erased: 0, failed: 0 };
  // One at a time: a store that fails on one CV leaves that row for the next run and goes on to the rest.
  for (const row of due) {
    try {
      await eraseApplicationData(db, [row], now);
      summary.erased++;
    } catch (error) {
      console.error(`An application's data could not be erased: ${safeErrorText(error)}`);
      summary.failed++;
    }
  }
  return summary;
}
