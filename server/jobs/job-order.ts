// Job management in pages: each save places one page (or one moved job) into the whole listed order, so
// the order stays right across pages however many jobs the board holds.
import "server-only";
import { count, eq, sql } from "drizzle-orm";
import type { ArrangePage, MoveJob } from "@/lib/schemas/job-order";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import { jobTransaction } from "./job-write/job-transaction";
import { conflict, notFound } from "../http/errors";
import { listedJobs, NEWEST_ORDER } from "./search-jobs";

// Two admins saving at once would each splice into an order the other is rewriting: one waits.
const ORDER_LOCK = 18_001;

/** One page of the listed jobs in the order the public sees them, and how many there are. */
export async function listOrderPage(db: Db, page: { limit: number; offset: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: jobs.id, title: jobs.title, company: jobs.company, location: jobs.location, isFeatured: jobs.isFeatured })
      .from(jobs)
      .where(listedJobs())
      .orderBy(...NEWEST_ORDER)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(jobs).where(listedJobs()),
  ]);
  return { jobs: rows, total };
}

/**
 * A whole list as one array parameter: drizzle spreads a JS array into one parameter per item, and a
 * board's worth of ids passes Postgres's limits. Ids, numbers and booleans need no quoting.
 */
const pgArray = (values: readonly (string | number | boolean)[]) => `{${values.join(",")}}`;

type Ranked = { id: string; rank: number };

// Numbers are spaced out so that a later save usually fits between its neighbours and rewrites only the
// rows it moved: rewriting a row recomputes its search vector and every index, which on thousands of
// rows takes seconds.
const GAP = 1024;

async function lockedOrder(tx: Db): Promise<Ranked[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_LOCK})`);
  return tx
    .select({ id: jobs.id, rank: jobs.displayOrder })
    .from(jobs)
    .where(listedJobs())
    .orderBy(...NEWEST_ORDER);
}

/**
 * Numbers for `ids`, in order, strictly between the job above them and the job below (null at either
 * end), so every other job keeps its number; null when the numbers between are too few.
 */
function fitBetween(ids: string[], above: number | null, below: number | null): Ranked[] | null {
  const n = ids.length;
  if (above === null) return ids.map((id, i) => ({ id, rank: (below ?? 0) + (n - i) * GAP }));
  if (below === null) return ids.map((id, i) => ({ id, rank: above - (i + 1) * GAP }));
  const step = Math.floor((above - below) / (n + 1));
  return step >= 1 ? ids.map((id, i) => ({ id, rank: above - (i + 1) * step })) : null;
}

/** Places `ids` at `at` in the order without them: in the gap when it fits, else by renumbering everyone. */
function placeAt(rest: Ranked[], at: number, ids: string[]): Ranked[] {
  const fitted = fitBetween(ids, rest[at - 1]?.rank ?? null, rest[at]?.rank ?? null);
  if (fitted) return fitted;
  const order = [...rest.slice(0, at).map((r) => r.id), ...ids, ...rest.slice(at).map((r) => r.id)];
  return order.map((id, i) => ({ id, rank: (order.length - i) * GAP }));
}

async function writeRanks(tx: Db, ranks: Ranked[]): Promise<void> {
  await tx.execute(sql`
    update ${jobs} set display_order = v.rank, updated_at = now()
    from unnest(${pgArray(ranks.map((r) => r.id))}::uuid[], ${pgArray(ranks.map((r) => r.rank))}::int[]) as v(id, rank)
    where ${jobs.id} = v.id and ${jobs.displayOrder} <> v.rank`);
}

/**
 * Saves one page as arranged: the same jobs must still sit at that place in the order, otherwise someone
 * changed it meanwhile and the page would overwrite their work (409).
 */
export async function arrangePage(db: Db, input: ArrangePage): Promise<{ updated: number }> {
  await jobTransaction(db, async (write) => {
    const tx = write.tx;
    // The order and badges change, not which jobs are listed: the reads are retired, nothing announced.
    write.retireBoard();
    const order = await lockedOrder(tx);
    const slice = order.slice(input.offset, input.offset + input.jobs.length);
    const sent = new Set(input.jobs.map((j) => j.id));
    if (slice.length !== input.jobs.length || slice.some((r) => !sent.has(r.id))) {
      throw conflict("The job order changed since this page was loaded. Reload the page and try again.");
    }
    const rest = [...order.slice(0, input.offset), ...order.slice(input.offset + input.jobs.length)];
    await writeRanks(
      tx,
      placeAt(
        rest,
        input.offset,
        input.jobs.map((j) => j.id),
      ),
    );
    const featured = input.jobs.map((j) => j.isFeatured);
    await tx.execute(sql`
      update ${jobs} set is_featured = v.featured, updated_at = now()
      from unnest(${pgArray(input.jobs.map((j) => j.id))}::uuid[], ${pgArray(featured)}::boolean[]) as v(id, featured)
      where ${jobs.id} = v.id and ${jobs.isFeatured} <> v.featured`);
  });
  return { updated: input.jobs.length };
}

/** Moves one listed job to a position (1 = first) anywhere in the order, past the page it is on. */
export async function moveJob(db: Db, id: string, input: MoveJob): Promise<{ position: number }> {
  const position = await jobTransaction(db, async (write) => {
    const tx = write.tx;
    write.retireBoard();
    const order = await lockedOrder(tx);
    const from = order.findIndex((r) => r.id === id);
    if (from < 0) {
      const [exists] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id));
      throw exists ? conflict("Only jobs listed on the board can be moved") : notFound("Job not found");
    }
    const rest = order.filter((r) => r.id !== id);
    const to = Math.min(input.position, order.length) - 1;
    await writeRanks(tx, placeAt(rest, to, [id]));
    return to + 1;
  });
  return { position };
}
