// The employer CRM: sales leads, their contact and conversion state, and the jobs linked to them.
import "server-only";
import { and, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { EmployerList, EmployerUpdate } from "@/lib/schemas/employers";
import { toPrefixTsQuery } from "@/lib/search-text";
import type { Db } from "../db/client";
import { employers, jobs } from "../db/schema";
import { badRequest, notFound } from "../http/errors";

const { searchVector: _vector, ...leadColumns } = getTableColumns(employers);

function searchCondition(text: string) {
  const query = toPrefixTsQuery(text);
  // Built with the same 'simple' configuration as the column, so names are matched as typed.
  return query ? sql`${employers.searchVector} @@ to_tsquery('simple', ${query})` : undefined;
}

/** One page of leads, newest first, and how many match: search reads name, contact, email and notes. */
export async function listEmployers(db: Db, query: EmployerList) {
  const where = and(
    query.search ? searchCondition(query.search) : undefined,
    query.source ? eq(employers.source, query.source) : undefined,
    query.contacted === undefined ? undefined : eq(employers.contacted, query.contacted),
    query.converted === undefined ? undefined : eq(employers.converted, query.converted),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(leadColumns)
      .from(employers)
      .where(where)
      .orderBy(desc(employers.createdAt), employers.id)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(employers).where(where),
  ]);
  return { employers: rows, total };
}

export async function employerStats(db: Db) {
  const [row] = await db
    .select({
      total: count(),
      contacted: sql<number>`count(*) filter (where ${employers.contacted})`.mapWith(Number),
      converted: sql<number>`count(*) filter (where ${employers.converted})`.mapWith(Number),
      seed: sql<number>`count(*) filter (where ${employers.source} = 'seed')`.mapWith(Number),
    })
    .from(employers);
  return row;
}

/**
 * Contact and conversion: a lead is converted only once contacted; the dates follow the
 * flags (the server stamps one when the client sends none, and clears it when the flag goes off).
 */
export async function updateEmployer(db: Db, id: string, input: EmployerUpdate) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(employers).where(eq(employers.id, id)).for("update");
    if (!current) throw notFound("Employer not found");
    const contacted = input.contacted ?? current.contacted;
    const converted = input.converted ?? current.converted;
    if (converted && !contacted) throw badRequest("An employer must be contacted before being marked converted");
    const now = new Date();
    const dateFor = (on: boolean, wasOn: boolean, given: Date | null | undefined, stored: Date | null) =>
      !on ? null : (given ?? (wasOn ? stored : now));
    const [row] = await tx
      .update(employers)
      .set({
        contacted,
        contactedDate: dateFor(contacted, current.contacted, input.contactedDate, current.contactedDate),
        converted,
        convertedDate: dateFor(converted, current.converted, input.convertedDate, current.convertedDate),
        ...(input.notes !== undefined ? { notes: input.notes?.trim() || null } : {}),
      })
      .where(eq(employers.id, id))
      .returning(leadColumns);
    return row;
  });
}

/** The lead's jobs, every state, newest first. */
export async function employerJobs(db: Db, id: string) {
  const [lead] = await db.select({ id: employers.id }).from(employers).where(eq(employers.id, id));
  if (!lead) throw notFound("Employer not found");
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      isActive: jobs.isActive,
      location: jobs.location,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
      salaryUnit: jobs.salaryUnit,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .where(eq(jobs.employerProfileId, id))
    .orderBy(desc(jobs.createdAt), jobs.id);
}
