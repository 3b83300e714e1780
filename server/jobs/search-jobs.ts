// The public job list: active, unexpired jobs filtered and sorted as GET /api/jobs and the home page ask.
import "server-only";
import { and, arrayContains, count, eq, gte, ilike, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { JobSearch } from "@/lib/schemas/job-search";
import { isLocationGroup } from "@/lib/location-groups";
import { escapeLike, toPrefixTsQuery } from "@/lib/search-text";
import { FILTERED_COUNT_CAP, TOTAL_COUNT_CAP } from "@/lib/job-list-limits";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import { badRequest } from "../http/errors";
import type { JobCardRecord } from "@/lib/schemas/public-job";
import { jobCardColumns } from "./job-columns";
import { after, decodeCursor, encodeCursor, keysetColumn, orderBy } from "./job-keyset";

/**
 * Listed means active, open for applications (start date reached, closing date not) and within its paid
 * term; `is_active` first to match the partial indexes' predicate (docs/decisions/040).
 */
export function listedJobs(at?: Date): SQL {
  // `at` lets a scheduled run (the digest) ask what was listed at the moment it stands for.
  const moment = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  return sql`${jobs.isActive} and ${jobs.expiresAt} > ${moment} and ${jobs.applicationClosingDate} > ${moment} and ${jobs.applicationStartDate} <= ${moment}`;
}

/** The board's default order: what job management arranges, newest first among equals. */
export const NEWEST_ORDER: SQL[] = orderBy("newest");

function locationCondition(location: string): SQL {
  if (isLocationGroup(location)) return arrayContains(jobs.locationGroups, [location]);
  return ilike(jobs.location, `%${escapeLike(location)}%`);
}

/** Full-text match on what people typed; the admin list searches the same way the board does. */
export function searchCondition(text: string): SQL | undefined {
  const query = toPrefixTsQuery(text);
  if (!query) return undefined;
  // A query of stop words only ('the') has no lexemes: it filters nothing rather than everything.
  const tsquery = sql`to_tsquery('english', ${query})`;
  return sql`(numnode(${tsquery}) = 0 or ${jobs.searchVector} @@ ${tsquery})`;
}

export type JobFilters = Omit<JobSearch, "sortBy" | "limit" | "offset" | "cursor">;
type Filters = JobFilters;

/** What each filter asks of a listed job; none for the whole board (a search without a usable word is none). */
export function narrowing(filters: Filters): SQL[] {
  const parts: (SQL | undefined)[] = [];
  if (filters.search) parts.push(searchCondition(filters.search));
  if (filters.location) parts.push(locationCondition(filters.location));
  if (filters.category) parts.push(sql`${jobs.category} = ${filters.category}`);
  // A band (yearly figures) matches every job whose range, a year's worth by the rule in lib/pay.ts, overlaps it.
  if (filters.salaryMin !== undefined) parts.push(gte(jobs.annualSalaryMax, filters.salaryMin));
  if (filters.salaryMax !== undefined) parts.push(lte(jobs.annualSalaryMin, filters.salaryMax));
  if (filters.ids) parts.push(inArray(jobs.id, filters.ids));
  if (filters.riskLevel) parts.push(eq(jobs.dangerLevel, filters.riskLevel));
  if (filters.rotation) parts.push(eq(jobs.rotation, filters.rotation));
  if (filters.ticket) parts.push(arrayContains(jobs.tickets, [filters.ticket]));
  if (filters.travelPaid !== undefined) parts.push(filters.travelPaid ? eq(jobs.travelPaid, true) : sql`${jobs.travelPaid} is not true`);
  if (filters.visaSponsorship !== undefined)
    parts.push(filters.visaSponsorship ? eq(jobs.visaSponsorship, true) : sql`${jobs.visaSponsorship} is not true`);
  if (filters.workArrangement) parts.push(eq(jobs.workArrangement, filters.workArrangement));
  return parts.filter((part) => part !== undefined);
}

function conditions(filters: Filters): SQL {
  return and(listedJobs(), ...narrowing(filters))!;
}

/** One row more than asked for, so the answer knows whether a next page exists without counting. */
function listPage(db: Db, search: JobSearch) {
  const sort = search.sortBy;
  if (search.cursor && search.offset !== undefined) throw badRequest("Send cursor or offset, not both");
  const where = search.cursor ? and(conditions(search), after(sort, decodeCursor(sort, search.cursor))) : conditions(search);
  return db
    .select({ ...jobCardColumns, keyset: keysetColumn(sort) })
    .from(jobs)
    .where(where)
    .orderBy(...orderBy(sort))
    .limit(search.limit + 1)
    .offset(search.offset ?? 0);
}

export type ListedCount = { total: number; totalCapped: boolean };

/**
 * How many jobs match, up to TOTAL_COUNT_CAP for the whole board and FILTERED_COUNT_CAP for a search or a
 * filter: one row past the cap is enough to know there are more.
 */
async function countListed(db: Db, filters: Filters): Promise<ListedCount> {
  const cap = narrowing(filters).length > 0 ? FILTERED_COUNT_CAP : TOTAL_COUNT_CAP;
  const matching = db
    .select({ one: sql`1` })
    .from(jobs)
    .where(conditions(filters))
    .limit(cap + 1)
    .as("matching");
  const [{ n }] = await db.select({ n: count() }).from(matching);
  return { total: Math.min(n, cap), totalCapped: n > cap };
}

export const FEATURED_COUNT = 3;

/** The first featured jobs among those the filters match, so Featured never contradicts the list below it. */
export function featuredJobs(db: Db, filters: Partial<Filters> = {}) {
  return db
    .select(jobCardColumns)
    .from(jobs)
    .where(and(conditions(filters as Filters), sql`${jobs.isFeatured}`))
    .orderBy(...NEWEST_ORDER)
    .limit(FEATURED_COUNT);
}

export type JobPage = { jobs: JobCardRecord[]; nextCursor: string | null } & ListedCount;

export async function searchJobs(db: Db, search: JobSearch): Promise<JobPage> {
  const { sortBy: _sort, limit: _limit, offset: _offset, cursor: _cursor, ...filters } = search;
  const [rows, counted] = await Promise.all([listPage(db, search), countListed(db, filters)]);
  const page = rows.slice(0, search.limit).map(({ keyset: _keyset, ...job }) => job);
  const nextCursor = rows.length > search.limit ? encodeCursor(search.sortBy, rows[search.limit - 1].keyset) : null;
  return { jobs: page, nextCursor, ...counted };
}
