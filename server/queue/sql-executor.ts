// pg-boss runs its statements through an `executeSql(text, values)` adapter, so the queue lives on the
// connection we already hold: PGlite in-process, our node-postgres pool, or a drizzle transaction.
import "server-only";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL, type SQLChunk } from "drizzle-orm";
import pg from "pg";
import type PgBoss from "pg-boss";
import type { Db } from "../db/client";
import { resultRows } from "../db/result-rows";

export type SqlExecutor = PgBoss.Db;

/** Both engines take null where pg-boss leaves an option undefined. */
const bound = (values: unknown[]) => values.map((v) => (v === undefined ? null : v));

/**
 * A statement in pg-boss's `$n` form as drizzle SQL, so a transaction runs it on the one connection it holds.
 * Only parameterised single statements come here: pg-boss's multi-statement scripts (install, maintenance)
 * take no values and go to the database itself.
 */
function withParameters(text: string, values: unknown[]): SQL {
  const chunks: SQLChunk[] = [];
  let from = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(from, match.index)), sql.param(values[Number(match[1]) - 1] ?? null));
    from = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(from)));
  return sql.join(chunks);
}

/** The adapter for a database (its own client) or for a drizzle transaction (through it, inside it). */
export function sqlExecutor(executor: Db): SqlExecutor {
  const client = (executor as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    return {
      // PGlite's query takes one statement; exec takes a script (without parameters) and answers each statement.
      executeSql: async (text, values) =>
        values?.length ? client.query(text, bound(values)) : ((await client.exec(text)).at(-1) ?? { rows: [] }),
    };
  }
  if (client instanceof pg.Pool) return { executeSql: (text, values) => client.query(text, values && bound(values)) };
  return {
    executeSql: async (text, values) => ({ rows: resultRows(await executor.execute(withParameters(text, values ?? []))) }),
  };
}
