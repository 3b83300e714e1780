// A fresh, migrated database per test file: in-memory PGlite, or a new database on the Postgres
// server named by TEST_DATABASE_URL (CI), each a copy of the one the run migrated (migrated-database.ts).
// The app's runtime is pointed at it, so route handlers use it too.
import fs from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { createPostgresDatabase } from "./postgres-database";
import { openDatabase, type Database, type Db } from "@/server/db/client";
import { provideDatabase } from "@/server/runtime";
import { drainQueue } from "./queue";

export const engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

export async function freshDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  let drop = async () => {};
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl, "outpost_test", inject("migratedPostgres"));
    database = await openDatabase({ url: created.url });
    drop = created.drop;
  } else {
    database = await openDatabase({ memory: true, from: new Blob([fs.readFileSync(inject("migratedPglite"))]) });
  }
  return {
    db: database.db,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** Gives the test file its own database for all its tests, and makes the app use it. */
export function withTestDatabase(): { readonly db: Db } {
  const holder = {} as { db: Db; close: () => Promise<void> };
  beforeAll(async () => {
    Object.assign(holder, await freshDatabase());
    provideDatabase(holder.db);
  });
  afterAll(async () => {
    // Jobs that requests queued run before the database goes, rather than into a closed one.
    await drainQueue();
    await holder.close?.();
  });
  return {
    get db() {
      return holder.db;
    },
  };
}
