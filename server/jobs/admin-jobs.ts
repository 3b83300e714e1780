// Admin reads of every job, inactive and expired ones too.
import "server-only";
import { count, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";

export async function listAllJobs(db: Db, page: { limit: number; offset: number }) {
  const { searchVector: _vector, ...columns } = getTableColumns(jobs);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(columns)
      .from(jobs)
      .orderBy(sql`${jobs.displayOrder} desc`, sql`${jobs.createdAt} desc`, jobs.id)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(jobs),
  ]);
  return { jobs: rows, total: n };
}
