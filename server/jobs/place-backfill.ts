// The backfill of jobs stored before place was data (decision 123): each job without a country gets what
// derivePlace reads in its location. It runs once per rule version, claimed in schedule_runs in the same
// transaction as its writes, so it never rescans the jobs it could not place: an admin places those.
import "server-only";
import { and, asc, gt, isNull, sql } from "drizzle-orm";
import { derivePlace } from "@/lib/place/derive-place";
import type { Db } from "../db/client";
import { jobs, scheduleRuns } from "../db/schema";
import { jobTransaction } from "./job-write/job-transaction";

/** Bump the version when the derivation rules change, and jobs still without a country are read again. */
export const PLACE_BACKFILL_RUN = { schedule: "place-backfill", period: "v1" } as const;
const BATCH = 1_000;

export async function backfillPlaces(db: Db): Promise<number> {
  return jobTransaction(db, async (write) => {
    const [claimed] = await write.tx
      .insert(scheduleRuns)
      .values(PLACE_BACKFILL_RUN)
      .onConflictDoNothing()
      .returning({ period: scheduleRuns.period });
    if (!claimed) return 0;
    let placed = 0;
    let after = "00000000-0000-0000-0000-000000000000";
    for (;;) {
      const rows = await write.tx
        .select({ id: jobs.id, location: jobs.location })
        .from(jobs)
        .where(and(isNull(jobs.country), gt(jobs.id, after)))
        .orderBy(asc(jobs.id))
        .limit(BATCH);
      if (!rows.length) break;
      after = rows[rows.length - 1]!.id;
      const known = rows
        .map((row) => ({ id: row.id, ...derivePlace(row.location) }))
        .filter((p) => p.country !== null || p.placeKind !== "land");
      if (known.length) {
        await write.tx.execute(sql`
          update ${jobs} set country = v.country, subdivision = v.subdivision, place_kind = v."placeKind"
          from jsonb_to_recordset(${JSON.stringify(known)}::jsonb) as v(id uuid, country text, subdivision text, "placeKind" text)
          where ${jobs.id} = v.id`);
        placed += known.length;
      }
    }
    // Listed jobs' answers now carry their place: the cached lists and pages are retired once committed.
    if (placed) write.retireBoard();
    return placed;
  });
}
