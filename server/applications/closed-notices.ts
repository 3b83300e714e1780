// 'Closed without a decision': a job that leaves the board (its closing date, the end of its term, archived,
// switched off or taken down) while applications to it still wait on the employer tells each of those seekers
// once, by email and push. The daily applications run claims them in batches, each in the transaction that
// queues its notices, so a second run or another instance tells nobody twice.
import "server-only";
import { and, inArray, isNull, not } from "drizzle-orm";
import { OPEN_STATUSES } from "@/lib/applications/kinds";
import type { Db } from "../db/client";
import { applications, jobs } from "../db/schema";
import { listedJobs } from "../jobs/search-jobs";
import { noticeStatusChange } from "./notices";

const BATCH = 200;

/** How many seekers were told. */
export async function sendClosedNotices(db: Db, now: Date = new Date()): Promise<number> {
  let told = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const waiting = tx
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(
            inArray(applications.status, [...OPEN_STATUSES]),
            isNull(applications.closedNoticeAt),
            inArray(
              applications.jobId,
              tx
                .select({ id: jobs.id })
                .from(jobs)
                .where(not(listedJobs(now))),
            ),
          ),
        )
        .limit(BATCH);
      const rows = await tx
        .update(applications)
        .set({ closedNoticeAt: now })
        .where(and(inArray(applications.id, waiting), isNull(applications.closedNoticeAt)))
        .returning({ id: applications.id });
      for (const row of rows) await noticeStatusChange(tx, row.id, "closed");
      return rows.length;
    });
    told += claimed;
    if (claimed < BATCH) return told;
  }
}
