// How often each job's page was seen: the page-view beacons for /job/{id} (indexed by path).
import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { pageViews } from "../db/schema";

export async function jobViewCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ path: pageViews.path, views: sql<number>`count(*)::int` })
    .from(pageViews)
    .where(
      inArray(
        pageViews.path,
        ids.map((id) => `/job/${id}`),
      ),
    )
    .groupBy(pageViews.path);
  return new Map(rows.map((r) => [r.path.slice("/job/".length), r.views]));
}
