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
import { config } from "../config";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  /** Applies the committed migrations, then runs `prepare` while no other process can migrate. */
  migrate(prepare?: (db: Db) => Promise<void>): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseTarget = { url: string } | { dir: string } | { memory: true };

const migrationsFolder = path.join(process.cwd(), "drizzle");

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return "url" in target ? openPostgres(target.url) : openPglite(target);
}

async function openPglite(target: { dir: string } | { memory: true }): Promise<Database> {
  let dataDir: string | undefined;
  if ("dir" in target) {
    // PGlite does not create missing parent folders.
    fs.mkdirSync(target.dir, { recursive: true });
    dataDir = target.dir;
  }
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    // One process owns a PGlite database, so nothing else can be migrating it.
    async migrate(prepare) {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await prepare?.(db);
      // PGlite runs no autovacuum: refresh statistics and the visibility map that index-only scans use.
      await client.exec("vacuum analyze");
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not take the process down.
  pool.on("error", (error) => console.error("Postgres connection lost:", error.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    async migrate(prepare) {
      // Several app processes may start at once: an advisory lock lets one migrate and seed at a time.
      const conn = await pool.connect();
      try {
        await conn.query("select pg_advisory_lock(hashtext('outpost:migrate'))");
        await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
        await prepare?.(db);
      } finally {
        await conn.query("select pg_advisory_unlock(hashtext('outpost:migrate'))").catch(() => undefined);
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

/** The database the runtime variables name: DATABASE_URL, else PGlite under DATA_DIR. */
export function openConfiguredDatabase(): Promise<Database> {
  const { databaseUrl, dataDir } = config();
  return openDatabase(databaseUrl ? { url: databaseUrl } : { dir: path.join(dataDir, "pglite") });
}
