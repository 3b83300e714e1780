// A job's applications are sorted and filtered on the fit stored with them. When the job's hitch or what it
// asks for changes, that fit is worked out again in the same transaction, so the inbox never filters on
// the job as it was (docs/decisions/134-applicant-inbox.md).
import "server-only";
import { inArray, sql } from "drizzle-orm";
import { applicationFit } from "@/lib/applications/fit";
import { day, type HitchJob } from "@/lib/applications/hitch";
import { utcDay } from "@/lib/job-match";
import type { Db } from "../db/client";
import { applications } from "../db/schema";

type FitJob = HitchJob & { id: string };

const FIT_FIELDS = ["rotation", "ticketsOther", "medical"] as const;
const dayOrNull = (value: Date | string | null) => (value === null ? null : day(value));
const sameList = (a: string[] | null, b: string[] | null) =>
  JSON.stringify([...(a ?? [])].sort()) === JSON.stringify([...(b ?? [])].sort());

/** Whether a change to the job moves any application's fit. */
export function fitChanged(before: HitchJob, after: HitchJob): boolean {
  return (
    dayOrNull(before.startDate) !== dayOrNull(after.startDate) ||
    !sameList(before.tickets, after.tickets) ||
    FIT_FIELDS.some((f) => (before[f] ?? null) !== (after[f] ?? null))
  );
}

/**
 * Called by the job write after it updated these jobs (before and after, matched by id): the applications of
 * each one whose dates or requirements changed get their fit again, in the caller's transaction.
 */
export async function refreshApplicationFit(tx: Db, before: readonly FitJob[], after: readonly FitJob[]): Promise<void> {
  const previous = new Map(before.map((job) => [job.id, job]));
  const changed = after.filter((job) => {
    const was = previous.get(job.id);
    return was !== undefined && fitChanged(was, job);
  });
  if (changed.length === 0) return;
  const today = utcDay(new Date());
  const byId = new Map(changed.map((job) => [job.id, job]));
  const rows = await tx
    .select({
      id: applications.id,
      jobId: applications.jobId,
      tickets: applications.tickets,
      medicals: applications.medicals,
      availableFrom: applications.availableFrom,
      rotations: applications.rotations,
    })
    .from(applications)
    .where(inArray(applications.jobId, [...byId.keys()]));
  if (rows.length === 0) return;
  const fits = rows.map((row) => ({ id: row.id, ...applicationFit(byId.get(row.jobId)!, row, today) }));
  // A statement per slice, not per application: a job with thousands of them is a few round trips, each
  // well under a statement's limit of parameters.
  for (let i = 0; i < fits.length; i += ROWS_PER_UPDATE) {
    const values = sql.join(
      fits
        .slice(i, i + ROWS_PER_UPDATE)
        .map((f) => sql`(${f.id}::uuid, ${f.ticketsValid}::boolean, ${f.availableByStart}::boolean, ${f.fitScore}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${applications} set
        tickets_valid = fit.tickets_valid,
        available_by_start = fit.available_by_start,
        fit_score = fit.fit_score
      from (values ${values}) as fit(id, tickets_valid, available_by_start, fit_score)
      where ${applications.id} = fit.id`);
  }
}

const ROWS_PER_UPDATE = 5_000;
