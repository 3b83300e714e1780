// Demo data for an empty board: about 60 niche jobs and 15 sales leads, dated relative to `now`.
import "server-only";
import { count, sql } from "drizzle-orm";
import type { Db } from "../client";
import { jobTransaction } from "../../jobs/job-write/job-transaction";
import { employers, jobClicks, jobs } from "../schema";
import { demoEmployers } from "./demo-employers";
import { closingOf } from "@/lib/closing-date";
import { inferWorkArrangement } from "@/lib/work-arrangement";
import { demoConditions } from "./demo-conditions";
import { demoJobs } from "./demo-jobs";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/** Seeds only a board with no jobs and no leads, so a restart never duplicates anything. */
export async function seedDemoIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [{ n: jobCount }] = await db.select({ n: count() }).from(jobs);
  const [{ n: leadCount }] = await db.select({ n: count() }).from(employers);
  if (jobCount > 0 || leadCount > 0) return false;
  await seedDemo(db, now);
  return true;
}

export async function seedDemo(db: Db, now = new Date()): Promise<void> {
  // Demo rows fill an empty board at start: nobody is subscribed yet, so the lists are retired, nothing announced.
  await jobTransaction(db, async (write) => {
    const tx = write.tx;
    write.retireBoard();
    const leads = await tx
      .insert(employers)
      .values(
        demoEmployers.map(({ contactedDaysAgo, convertedDaysAgo, ...lead }) => ({
          ...lead,
          contactedDate: contactedDaysAgo === null ? null : daysFrom(now, -contactedDaysAgo),
          convertedDate: convertedDaysAgo === null ? null : daysFrom(now, -convertedDaysAgo),
          createdAt: daysFrom(now, -90),
        })),
      )
      .returning({ id: employers.id, name: employers.name });
    const leadIdByName = new Map(leads.map((l) => [l.name, l.id]));

    const inserted = await tx
      .insert(jobs)
      .values(
        demoJobs.map(({ postedDaysAgo, closesInDays, ...job }, i) => {
          const createdAt = daysFrom(now, -postedDaysAgo);
          // A closing date is a UK day, open until its end (decision 117): 'today' closes tonight.
          const closing = closingOf(daysFrom(now, closesInDays));
          return {
            ...demoConditions(job.category, i),
            // An advert's own rotation (a day rate's) wins over the one its kind of work is given.
            ...job,
            workArrangement: inferWorkArrangement(job),
            employerProfileId: leadIdByName.get(job.company),
            createdAt,
            applicationStartDate: createdAt,
            applicationClosingDate: closing,
            expiresAt: closing,
            startDate: daysFrom(closing, 30),
            seedJob: true,
            // Deterministic, uneven popularity so 'popular' has something to sort.
            applyClicks: (i * 37) % 23,
          };
        }),
      )
      .returning({ id: jobs.id, applyClicks: jobs.applyClicks, createdAt: jobs.createdAt });

    const clicks = inserted.flatMap((job) =>
      Array.from({ length: job.applyClicks }, (_, k) => ({
        jobId: job.id,
        clickType: "apply",
        utmSource: k % 3 === 0 ? "linkedin" : null,
        clickedAt: new Date(job.createdAt.getTime() + (k + 1) * 3_600_000),
      })),
    );
    if (clicks.length) await tx.insert(jobClicks).values(clicks);
  });
  await db.execute(sql`analyze jobs`);
}
