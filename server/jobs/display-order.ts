// Where a new job goes in the board's default order. Job management numbers the jobs it arranges from
// the list's length down to 1; a new job left at 0 would sink below all of them, so it starts on top.
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";

export async function topDisplayOrder(db: Db): Promise<number> {
  const [row] = await db.select({ top: sql<number>`coalesce(max(${jobs.displayOrder}), 0) + 1`.mapWith(Number) }).from(jobs);
  return row!.top;
}
