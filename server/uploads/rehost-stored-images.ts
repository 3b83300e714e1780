// Rows written before decision 054 may still name outside images; pages show the company's initials for
// those until this run (the daily link-check cron, or `npm run images:rehost`) makes them our own copies.
import "server-only";
import { and, eq, isNotNull, like, not } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs, users } from "../db/schema";
import { jobTransaction } from "../jobs/job-write/job-transaction";
import type { SafeFetchOptions } from "../links/safe-fetch";
import { ImageFetchError, rehostImage } from "./rehost-image";

export type RehostSummary = { rehosted: number; dropped: number };

const IMAGE_COLUMNS = [
  { table: jobs, field: "companyLogoUrl" },
  { table: jobs, field: "swipeCardImageUrl" },
  { table: users, field: "companyLogoUrl" },
] as const;

/**
 * Each outside address becomes our copy, once for all rows naming it. One that gives no image is cleared:
 * it was never shown, and retrying it every day would only knock on the same door.
 */
export async function rehostStoredImages(db: Db, options: SafeFetchOptions = {}): Promise<RehostSummary> {
  const summary: RehostSummary = { rehosted: 0, dropped: 0 };
  for (const { table, field } of IMAGE_COLUMNS) {
    const column = table[field as keyof typeof table] as typeof jobs.companyLogoUrl;
    const rows = await db
      .selectDistinct({ source: column })
      .from(table)
      .where(and(isNotNull(column), not(like(column, "/objects/%"))));
    await Promise.all(
      rows.map(async ({ source }) => {
        let replacement: string | null = null;
        try {
          replacement = await rehostImage(source!, options);
          summary.rehosted++;
        } catch (error) {
          if (!(error instanceof ImageFetchError)) throw error;
          summary.dropped++;
        }
        await db
          .update(table)
          .set({ [field]: replacement })
          .where(eq(column, source!));
      }),
    );
  }
  // Only the images changed, not which jobs are listed: the reads that show them are retired, nothing announced.
  if (summary.rehosted + summary.dropped > 0) await jobTransaction(db, async (write) => write.retireBoard());
  return summary;
}
