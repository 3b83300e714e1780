// Every listed job for the sitemap and the RSS feed; expired and archived jobs drop out. Their text comes
// without the characters XML cannot carry, so no job can make either document unreadable.
import "server-only";
import { withoutXmlInvalid } from "@/lib/xml-text";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import { cached, JOBS_TAG } from "../cache";
import { listedJobs } from "./search-jobs";

const FEED_LIMIT = 50_000; // the sitemap protocol's limit per file

export function listedJobsForFeeds(db: Db) {
  return cached(JOBS_TAG, "feeds", 300_000, () =>
    db
      .select({
        id: jobs.id,
        title: jobs.title,
        company: jobs.company,
        location: jobs.location,
        salaryMin: jobs.salaryMin,
        salaryMax: jobs.salaryMax,
        salaryUnit: jobs.salaryUnit,
        description: sql<string>`left(${jobs.description}, 500)`,
        createdAt: jobs.createdAt,
        updatedAt: jobs.updatedAt,
      })
      .from(jobs)
      .where(listedJobs())
      .orderBy(sql`${jobs.createdAt} desc`)
      .limit(FEED_LIMIT)
      .then((rows) =>
        rows.map((job) => ({
          ...job,
          title: withoutXmlInvalid(job.title),
          company: withoutXmlInvalid(job.company),
          location: withoutXmlInvalid(job.location),
          description: withoutXmlInvalid(job.description),
        })),
      ),
  );
}
