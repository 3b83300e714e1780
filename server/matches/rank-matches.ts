// "Jobs for you": the listed jobs ranked for one worker's profile, best first, a page at a time
// (docs/decisions/111-job-match-rule.md).
import "server-only";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { matchJob, utcDay, type JobMatch, type MatchProfile } from "@/lib/job-match";
import type { JobCardRecord } from "@/lib/schemas/public-job";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import { badRequest } from "../http/errors";
import { jobCardColumns } from "../jobs/job-columns";
import { listedJobs } from "../jobs/search-jobs";
import { matchFilter, matchScore } from "./match-score";

export type MatchedJob = JobCardRecord & { match: JobMatch };
export type MatchPage = { jobs: MatchedJob[]; nextCursor: string | null };

/**
 * How many listed jobs are scored: the freshest that pay the worker's minimum, read in the order of an index
 * (jobs_oldest_idx, backwards). Scoring every listed job took 250-300 ms at 100,000 jobs on the shared bench
 * machine against a 50 ms budget; a window keeps the cost flat however large the board grows
 * (docs/decisions/111-job-match-rule.md). Below this many listed jobs the ranking is over all of them.
 */
export const MATCH_CANDIDATES = 2_000;

// Best score first; among equals the freshest, then the id, so every row has one place and a cursor is exact.
// The creation time goes to the cursor as UTC text to the microsecond (a Date would round it to milliseconds).
const createdKey = sql<string>`to_char(${jobs.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const cursorSchema = z.tuple([z.number().int(), z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/), z.uuid()]);
type Cursor = z.infer<typeof cursorSchema>;

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

function decodeCursor(text: string): Cursor {
  try {
    const cursor = cursorSchema.parse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
    if (Number.isNaN(Date.parse(cursor[1]))) throw new Error("not a moment");
    return cursor;
  } catch {
    throw badRequest("cursor is not valid");
  }
}

type Keys = { score: SQL.Aliased<number>; createdAt: AnyPgColumn; id: AnyPgColumn };

/** Whether `text` is a cursor of this list (a page that takes one from its address checks before using it). */
export function isMatchCursor(text: string): boolean {
  try {
    decodeCursor(text);
    return true;
  } catch {
    return false;
  }
}

function after(k: Keys, [s, created, id]: Cursor): SQL {
  const at = sql`${created}::timestamptz`;
  return sql`(${k.score} < ${s} or (${k.score} = ${s} and (${k.createdAt} < ${at} or (${k.createdAt} = ${at} and ${k.id} > ${id}::uuid))))`;
}

/**
 * One page of the listed jobs that fit, ranked. `today` (UTC, `YYYY-MM-DD`) is when tickets are judged for a
 * job that names no start; the reasons are worded by lib/job-match.ts from the same row the score came from.
 */
export async function rankMatches(
  db: Db,
  profile: MatchProfile,
  { limit, cursor, now = new Date() }: { limit: number; cursor?: string; now?: Date },
): Promise<MatchPage> {
  const today = utcDay(now);
  const window = db
    .select({ id: jobs.id, createdAt: jobs.createdAt, score: matchScore(profile, today).as("score") })
    .from(jobs)
    .where(and(listedJobs(now), matchFilter(profile)))
    // Both descending: jobs_oldest_idx read backwards gives this order with no sort.
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(MATCH_CANDIDATES)
    .as("candidates");
  // Ranked and cut to the page among the candidates' few columns; only the page's rows are read in full.
  const best = db
    .select({ id: window.id, createdAt: window.createdAt, score: window.score })
    .from(window)
    .where(cursor ? after(window, decodeCursor(cursor)) : undefined)
    .orderBy(desc(window.score), desc(window.createdAt), asc(window.id))
    .limit(limit + 1)
    .as("best");
  const rows = await db
    .select({
      ...jobCardColumns,
      score: best.score,
      createdKey: createdKey.as("created_key"),
      locationGroups: jobs.locationGroups,
      annualSalaryMin: jobs.annualSalaryMin,
      annualSalaryMax: jobs.annualSalaryMax,
      startDate: jobs.startDate,
    })
    .from(best)
    .innerJoin(jobs, eq(jobs.id, best.id))
    .orderBy(desc(best.score), desc(jobs.createdAt), asc(jobs.id));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    jobs: page.map(({ score, createdKey: _key, locationGroups, annualSalaryMin, annualSalaryMax, startDate, ...card }) => {
      const { reasons, gaps } = matchJob(profile, { ...card, locationGroups, annualSalaryMin, annualSalaryMax, startDate }, today);
      return { ...card, match: { score, reasons, gaps } };
    }),
    nextCursor: rows.length > limit && last ? encodeCursor([last.score, last.createdKey, last.id]) : null,
  };
}
