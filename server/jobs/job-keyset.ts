// The job list's sort orders as keysets: the ORDER BY of each, and the cursor that continues a list after a
// row in the same order (docs/decisions/079). Every order ends with the unique id, so "after" is exact.
import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { SortOption } from "@/lib/job-sort";
import { jobs } from "../db/schema";
import { badRequest } from "../http/errors";

type Kind = "int" | "time" | "id";
type Key = { column: AnyPgColumn; desc: boolean; kind: Kind };

const key = (column: AnyPgColumn, direction: "asc" | "desc", kind: Kind): Key => ({ column, desc: direction === "desc", kind });
const id = (direction: "asc" | "desc") => key(jobs.id, direction, "id");

// Every column here is NOT NULL (drizzle/0000_init.sql), so no NULLS FIRST/LAST question arises; a nullable
// sort column would need its own branch in `after` below.
// Pay sorts compare a year's worth (lib/pay.ts), so a day rate sits among yearly salaries where it belongs.
const KEYS: Record<SortOption, Key[]> = {
  // What job management arranges, newest first among equals.
  newest: [key(jobs.displayOrder, "desc", "int"), key(jobs.createdAt, "desc", "time"), id("asc")],
  oldest: [key(jobs.createdAt, "asc", "time"), id("asc")],
  popular: [key(jobs.applyClicks, "desc", "int"), key(jobs.createdAt, "desc", "time"), id("asc")],
  "closing-soon": [key(jobs.applicationClosingDate, "asc", "time"), id("asc")],
  "closing-latest": [key(jobs.applicationClosingDate, "desc", "time"), id("desc")],
  "salary-high": [key(jobs.annualSalaryMax, "desc", "int"), id("asc")],
  "salary-low": [key(jobs.annualSalaryMin, "asc", "int"), id("asc")],
};

export function orderBy(sort: SortOption): SQL[] {
  return KEYS[sort].map((k) => (k.desc ? sql`${k.column} desc` : sql`${k.column} asc`));
}

type Value = number | string;

/**
 * A key's value as the cursor keeps it. Times go as UTC text to the microsecond: a JavaScript Date keeps
 * milliseconds only, and a cursor that rounded created_at would skip or repeat rows stored in one millisecond.
 */
function selected(k: Key): SQL {
  return k.kind === "time" ? sql`to_char(${k.column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : sql`${k.column}`;
}

/** The sort key of each row, selected beside the card so the last one can become the next cursor. */
export function keysetColumn(sort: SortOption) {
  return sql<string>`json_build_array(${sql.join(KEYS[sort].map(selected), sql`, `)})::text`;
}

export function encodeCursor(sort: SortOption, keyset: string): string {
  return Buffer.from(JSON.stringify([sort, ...(JSON.parse(keyset) as Value[])])).toString("base64url");
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const valueSchema: Record<Kind, z.ZodType<Value>> = {
  int: z
    .number()
    .int()
    .min(-(2 ** 31))
    .max(2 ** 31 - 1),
  // A real calendar moment: Postgres would refuse the 30th of February with an error, not a 400.
  time: z.string().refine((v) => TIME.test(v) && new Date(v).toISOString().slice(0, 19) === v.slice(0, 19)),
  id: z.uuid(),
};

/** The cursor's values in key order; a 400 for anything that is not a cursor of this sort order. */
export function decodeCursor(sort: SortOption, cursor: string): Value[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badRequest("cursor is not valid");
  }
  if (!Array.isArray(parsed) || parsed.length === 0) throw badRequest("cursor is not valid");
  if (parsed[0] !== sort) throw badRequest("cursor belongs to another sort order");
  const keys = KEYS[sort];
  const values = parsed.slice(1);
  if (values.length !== keys.length || !keys.every((k, i) => valueSchema[k.kind].safeParse(values[i]).success))
    throw badRequest("cursor is not valid");
  return values as Value[];
}

export function isCursorOf(sort: SortOption, cursor: string): boolean {
  try {
    decodeCursor(sort, cursor);
    return true;
  } catch {
    return false;
  }
}

const cast = (k: Key, v: Value) => (k.kind === "time" ? sql`${v}::timestamptz` : k.kind === "id" ? sql`${v}::uuid` : sql`${v}::int`);
const row = (parts: SQL[]) => sql`(${sql.join(parts, sql`, `)})`;

/**
 * Rows strictly after `values` in the sort order: after(G1, rest) = G1 beyond v1, or G1 = v1 and after(rest),
 * where G1 is the leading keys of one direction. The leading `G1 at or beyond v1`, a row comparison
 * (`(a, b) <= ($1, $2)`), is implied; it is there because an index on those keys can seek to it, so the scan
 * starts at the cursor rather than filtering from the top.
 */
export function after(sort: SortOption, values: Value[]): SQL {
  const keys = KEYS[sort].map((k, i) => ({ ...k, value: cast(k, values[i]) }));
  const groups: (typeof keys)[] = [];
  for (const k of keys) {
    const last = groups.at(-1);
    if (last && last[0].desc === k.desc) last.push(k);
    else groups.push([k]);
  }
  const compare = (g: typeof keys, op: string) => sql`${row(g.map((k) => sql`${k.column}`))} ${sql.raw(op)} ${row(g.map((k) => k.value))}`;
  // Written out column by column, not as a row comparison: Postgres estimates a row comparison from its first
  // column alone, and `display_order < 0` (most jobs have 0) reads as "no rows", which sent the planner to
  // sort every row past the cursor (300 ms at 100k jobs) instead of reading 51 from the index.
  const beyond = (g: typeof keys): SQL =>
    g
      .slice(0, -1)
      .reduceRight<SQL>(
        (rest, k) => sql`(${k.column} ${sql.raw(k.desc ? "<" : ">")} ${k.value} or (${k.column} = ${k.value} and ${rest}))`,
        sql`${g.at(-1)!.column} ${sql.raw(g.at(-1)!.desc ? "<" : ">")} ${g.at(-1)!.value}`,
      );
  const strictly = groups.reduceRight<SQL | null>(
    (rest, g) => (rest ? sql`(${beyond(g)} or (${compare(g, "=")} and ${rest}))` : beyond(g)),
    null,
  )!;
  // Also for a single group: the OR form alone is no index condition, and deep pages would filter from the top.
  return sql`${compare(groups[0], groups[0][0].desc ? "<=" : ">=")} and ${strictly}`;
}
