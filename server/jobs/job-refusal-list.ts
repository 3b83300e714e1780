// The admins' list of adverts the compliance gate refused, from every way in: the likely scams (a fee asked of
// the worker) first, then the rest, newest first, each with its rule, words, source and account.
import "server-only";
import { count, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobRefusals, jobSources, users } from "../db/schema";

export async function listRefusals(db: Db, page: { limit: number; offset: number }) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: jobRefusals.id,
        title: jobRefusals.title,
        company: jobRefusals.company,
        rule: jobRefusals.rule,
        field: jobRefusals.field,
        message: jobRefusals.message,
        flagged: jobRefusals.flagged,
        source: jobRefusals.source,
        sourceName: jobSources.name,
        externalReference: jobRefusals.externalReference,
        account: users.username,
        createdAt: jobRefusals.createdAt,
      })
      .from(jobRefusals)
      .leftJoin(jobSources, eq(jobSources.id, jobRefusals.sourceId))
      .leftJoin(users, eq(users.id, jobRefusals.userId))
      .orderBy(desc(jobRefusals.flagged), desc(jobRefusals.createdAt), jobRefusals.id)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(jobRefusals),
  ]);
  return { refusals: rows, total: counted?.total ?? 0 };
}
