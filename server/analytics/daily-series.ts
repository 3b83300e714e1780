// Per-day counts for the charts: apply clicks and page views for the board or one job, and the
// CRM's leads by status. Days are London calendar days; a day with nothing is a zero row, filled in SQL.
import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { ActivityDay, ChartDays, LeadDay } from "@/lib/charts";
import type { Db } from "../db/client";
import { resultRows } from "../db/result-rows";
import { employers, jobClicks, jobs, pageViews } from "../db/schema";

const ZONE = "Europe/London";

/** The last `days` London days up to today, as a table `days(day date)`; `since` is the first day's start. */
function calendar(days: ChartDays) {
  const today = sql`(now() at time zone ${ZONE})::date`;
  return {
    days: sql`select generate_series(${today} - ${days - 1}::int, ${today}, interval '1 day')::date as day`,
    // Compared with the raw timestamps so the time indexes serve the range.
    since: sql`((${today} - ${days - 1}::int)::timestamp at time zone ${ZONE})`,
  };
}

/** One count per London day of `column`, over rows matching `where`: `(day date, n int)`. */
function perDay(table: SQL, column: SQL, where: SQL) {
  return sql`select date_trunc('day', ${column} at time zone ${ZONE})::date as day, count(*)::int as n from ${table} where ${where} group by 1`;
}

type Raw = Record<string, unknown> & { day: string | Date };
const isoDay = (value: string | Date) => (typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10));

async function run<T>(db: Db, query: SQL, shape: (row: Raw) => T): Promise<T[]> {
  return resultRows<Raw>(await db.execute(query)).map(shape);
}

/** Apply clicks and page views per day: the whole board, or one job's clicks and the views of its page. */
export async function activityPerDay(db: Db, days: ChartDays, jobId?: string): Promise<ActivityDay[]> {
  const { days: calendarDays, since } = calendar(days);
  const clickWhere = and(
    eq(jobClicks.clickType, "apply"),
    sql`${jobClicks.clickedAt} >= ${since}`,
    jobId ? eq(jobClicks.jobId, jobId) : undefined,
  )!;
  const viewWhere = and(sql`${pageViews.viewedAt} >= ${since}`, jobId ? eq(pageViews.path, `/job/${jobId}`) : undefined)!;
  return run(
    db,
    sql`with days as (${calendarDays}),
      clicks as (${perDay(sql`${jobClicks}`, sql`${jobClicks.clickedAt}`, clickWhere)}),
      views as (${perDay(sql`${pageViews}`, sql`${pageViews.viewedAt}`, viewWhere)})
      select days.day, coalesce(clicks.n, 0) as "applyClicks", coalesce(views.n, 0) as views
      from days left join clicks using (day) left join views using (day) order by days.day`,
    (row) => ({ day: isoDay(row.day), applyClicks: Number(row.applyClicks), views: Number(row.views) }),
  );
}

/** The same series for one job, only when `employerId` owns it (My Jobs); null for anyone else's job. */
export async function ownJobActivityPerDay(db: Db, employerId: string, jobId: string, days: ChartDays): Promise<ActivityDay[] | null> {
  const [own] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)));
  return own ? activityPerDay(db, days, jobId) : null;
}

/** Leads per day by what happened to them: added to the CRM, first contacted, converted to a paying employer. */
export async function leadsPerDay(db: Db, days: ChartDays): Promise<LeadDay[]> {
  const { days: calendarDays, since } = calendar(days);
  const count = (column: SQL) => perDay(sql`${employers}`, column, sql`${column} >= ${since}`);
  return run(
    db,
    sql`with days as (${calendarDays}),
      created as (${count(sql`${employers.createdAt}`)}),
      contacted as (${count(sql`${employers.contactedDate}`)}),
      converted as (${count(sql`${employers.convertedDate}`)})
      select days.day, coalesce(created.n, 0) as created, coalesce(contacted.n, 0) as contacted, coalesce(converted.n, 0) as converted
      from days left join created using (day) left join contacted using (day) left join converted using (day) order by days.day`,
    (row) => ({ day: isoDay(row.day), created: Number(row.created), contacted: Number(row.contacted), converted: Number(row.converted) }),
  );
}

/** The job an admin picked for the per-job chart, named as the picker names it; null when there is none. */
export async function chartedJob(db: Db, jobId: string): Promise<{ value: string; label: string } | null> {
  const [job] = await db.select({ id: jobs.id, title: jobs.title, company: jobs.company }).from(jobs).where(eq(jobs.id, jobId));
  return job ? { value: job.id, label: `${job.title} — ${job.company}` } : null;
}
