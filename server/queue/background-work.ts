// What the admin view of background work reads from pg-boss's tables (docs/background-work.md): counts by
// kind and state, each schedule's last run, and the jobs that failed, each with its scrubbed last error and
// a summary of its payload.
import "server-only";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import {
  encodeFailureCursor,
  type backgroundWorkSchema,
  type BackgroundWorkQuery,
  type kindCountsSchema,
} from "@/lib/schemas/background-work";
import type { Db } from "../db/client";
import { resultRows } from "../db/result-rows";
import { lastRuns } from "../schedules/last-runs";
import { DONE_COUNTED_DAYS, QUEUE_SCHEMA } from "./boss";
import { jobSummary, kindLabel } from "./job-summaries";
import { jobKinds } from "./kinds";
import { scrubSecrets } from "./scrub-secrets";

type KindCounts = z.input<typeof kindCountsSchema>;
type BackgroundWork = z.input<typeof backgroundWorkSchema>;

const job = sql.raw(`${QUEUE_SCHEMA}.job`);
const archive = sql.raw(`${QUEUE_SCHEMA}.archive`);

/** pg-boss's states as the view groups them: a job waiting for another try is queued again. */
const BUCKETS: Record<string, keyof Omit<KindCounts, "kind" | "label"> | undefined> = {
  created: "queued",
  retry: "queued",
  active: "running",
  failed: "failed",
  completed: "done",
};

async function countsByKind(db: Db): Promise<KindCounts[]> {
  const window = sql.raw(`interval '${DONE_COUNTED_DAYS} days'`);
  const rows = resultRows<{ name: string; state: string; count: number }>(
    await db.execute(sql`
      select name, state::text as state, count(*)::int as count from (
        select name, state from ${job} where state <> 'completed' or completed_on > now() - ${window}
        union all
        select name, state from ${archive} where state = 'completed' and completed_on > now() - ${window}
      ) jobs
      group by name, state`),
  );
  return jobKinds.map((kind) => {
    const counts: KindCounts = { kind, label: kindLabel(kind), queued: 0, running: 0, failed: 0, done: 0 };
    for (const row of rows) {
      const bucket = BUCKETS[row.state];
      if (row.name === kind && bucket) counts[bucket] += Number(row.count);
    }
    return counts;
  });
}

type TroubledRow = {
  id: string;
  name: string;
  state: "retry" | "failed" | "cancelled";
  failed_at: Date | string;
  /** Postgres's bigint: text from node-postgres, a number or bigint from PGlite. */
  micros: string | number | bigint;
  retry_count: number;
  data: unknown;
  output: unknown;
};

const TROUBLED_STATE = { retry: "retrying", failed: "failed", cancelled: "cancelled" } as const;

/** pg-boss keeps a handler's error as `output` ({ message, … }); its own timeouts as `{ value: { message } }`. */
function lastError(output: unknown): string | null {
  const found = output as { message?: unknown; value?: { message?: unknown } | unknown } | null;
  const message = found?.message ?? (found?.value as { message?: unknown } | undefined)?.message ?? found?.value;
  return typeof message === "string" && message ? scrubSecrets(message) : null;
}

async function troubledJobs(db: Db, { limit, cursor }: BackgroundWorkQuery): Promise<{ rows: TroubledRow[]; next: string | null }> {
  const rows = resultRows<TroubledRow>(
    await db.execute(sql`
      select * from (
        select id, name, state::text as state, coalesce(completed_on, started_on, created_on) as failed_at,
          (extract(epoch from coalesce(completed_on, started_on, created_on)) * 1000000)::bigint as micros,
          retry_count, data, output
        from ${job}
        where state in ('retry', 'failed', 'cancelled')
      ) troubled
      ${cursor ? sql`where (micros, id) < (${cursor.micros}::bigint, ${cursor.id}::uuid)` : sql``}
      order by micros desc, id desc
      limit ${limit + 1}`),
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? encodeFailureCursor({ micros: String(last.micros), id: last.id }) : null };
}

/** The figures, the schedules and one page of failures, newest first; `next` continues with older ones. */
export async function backgroundWork(db: Db, query: BackgroundWorkQuery): Promise<BackgroundWork & { next: string | null }> {
  const [kinds, schedules, troubled] = await Promise.all([countsByKind(db), lastRuns(db), troubledJobs(db, query)]);
  return {
    kinds,
    schedules: schedules.map((run) => ({
      ...run,
      currentPeriodStartedAt: run.currentPeriodStartedAt.toISOString(),
      enqueuedAt: run.enqueuedAt?.toISOString() ?? null,
    })),
    failed: troubled.rows.map((row) => ({
      id: row.id,
      kind: row.name,
      state: TROUBLED_STATE[row.state],
      failedAt: new Date(row.failed_at).toISOString(),
      retryCount: Number(row.retry_count),
      lastError: lastError(row.output),
      summary: jobSummary(row.name, row.data),
    })),
    next: troubled.next,
  };
}
