// The one place that knows which Postgres engine we run on: PGlite in-process, or a server via node-postgres.
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { config, type DatabaseLimits } from "../config";
import { installQueue } from "../queue/boss";
import * as schema from "./schema";
import { safeErrorText } from "./safe-error";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  /**
   * Applies the committed migrations and installs the job queue's schema (unless `applyMigrations` is false:
   * a deploy step did it), then runs `prepare` while no other process can migrate.
   */
  migrate(prepare?: (db: Db) => Promise<void>, options?: { applyMigrations?: boolean }): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the database's files as one archive, which `{ memory: true, from }` opens a copy of. */
  files?(): Promise<Blob>;
};

/** `from`: an archive of a database's files (`files()`), to start as a copy of it instead of an empty one. */
export type DatabaseTarget = { url: string } | { dir: string } | { memory: true; from?: Blob };

const migrationsFolder = path.join(process.cwd(), "drizzle");

export const DEFAULT_LIMITS: DatabaseLimits = {
  poolMax: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 10_000,
  lockTimeoutMs: 10_000,
  migrateLockTimeoutMs: 60_000,
};

export async function openDatabase(target: DatabaseTarget, limits: DatabaseLimits = DEFAULT_LIMITS): Promise<Database> {
  return "url" in target ? openPostgres(target.url, limits) : openPglite(target);
}

async function openPglite(target: Exclude<DatabaseTarget, { url: string }>): Promise<Database> {
  let dataDir: string | undefined;
  if ("dir" in target) {
    // PGlite does not create missing parent folders.
    fs.mkdirSync(target.dir, { recursive: true });
    dataDir = target.dir;
  }
  const client = await PGlite.create(dataDir ? { dataDir } : { loadDataDir: "from" in target ? target.from : undefined });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    // One process owns a PGlite database, so nothing else can be migrating it.
    async migrate(prepare, { applyMigrations = true } = {}) {
      if (applyMigrations) {
        await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
        await installQueue(db);
      }
      await prepare?.(db);
      // PGlite runs no autovacuum: refresh statistics and the visibility map that index-only scans use.
      await client.exec("vacuum analyze");
    },
    close: () => client.close(),
    files: () => client.dumpDataDir("none"),
  };
}

async function openPostgres(url: string, limits: DatabaseLimits): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.poolMax,
    // Also bounds the wait for a free pool slot, so an exhausted pool answers 503 instead of queueing for ever.
    connectionTimeoutMillis: limits.connectTimeoutMs,
    idleTimeoutMillis: 10_000,
    // Enforced by the server…
    statement_timeout: limits.statementTimeoutMs || undefined,
    lock_timeout: limits.lockTimeoutMs || undefined,
    // …and by us, for a server that has stopped answering altogether (the socket stays open, nothing comes).
    query_timeout: limits.statementTimeoutMs ? limits.statementTimeoutMs + 2_000 : undefined,
  });
  // An idle connection dropped by the server (restart, failover) must not take the process down.
  pool.on("error", (error) => console.error(`Postgres connection lost: ${safeErrorText(error)}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    async migrate(prepare, { applyMigrations = true } = {}) {
      // Several app processes may start at once: an advisory lock lets one migrate and seed at a time.
      // Waiting for it is bounded (lock_timeout applies to advisory locks); a migration itself is not.
      const conn = await pool.connect();
      let locked = false;
      try {
        await conn.query(`set lock_timeout = ${limits.migrateLockTimeoutMs}`);
        await conn.query("set statement_timeout = 0");
        await conn.query("select pg_advisory_lock(hashtext('outpost:migrate'))");
        locked = true;
        if (applyMigrations) {
          await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
          await installQueue(db);
        }
        await prepare?.(db);
      } finally {
        if (locked) await conn.query("select pg_advisory_unlock(hashtext('outpost:migrate'))").catch(() => undefined);
        // Back to the pool's own timeouts before anyone else gets this connection.
        await conn.query("reset lock_timeout; reset statement_timeout").catch(() => undefined);
        conn.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/** The database the runtime variables name: DATABASE_URL, else PGlite under DATA_DIR. */
export function openConfiguredDatabase(): Promise<Database> {
  const { databaseUrl, dataDir, database } = config();
  return openDatabase(databaseUrl ? { url: databaseUrl } : { dir: path.join(dataDir, "pglite") }, database);
}
