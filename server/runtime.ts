// The process-wide database and auth: opened once (migrated, seeded, admin ensured) and shared by
// every route bundle through globalThis, since Next may load this module more than once.
import "server-only";
import { config } from "./config";
import { openConfiguredDatabase, type Db } from "./db/client";
import { createAuth, type Auth } from "./accounts/auth";
import { ensureAdmin } from "./accounts/ensure-admin";
import { seedDemoIfEmpty } from "./db/seed/seed-demo";
import { fillCompanyDomains } from "./accounts/employer-verification";
import { backfillPlaces } from "./jobs/place-backfill";

type Runtime = { db?: Promise<Db>; auth?: { db: Db; auth: Auth } };

/** After a failed start, requests meanwhile get the same failure (503) rather than each opening a pool. */
const RETRY_AFTER_FAILURE_MS = 1_000;
const runtime: Runtime = ((globalThis as { __outpost?: Runtime }).__outpost ??= {});

async function start(): Promise<Db> {
  const { seedDemo, admin, migrateAtStart } = config();
  const database = await openConfiguredDatabase();
  try {
    await database.migrate(
      async (db) => {
        if (seedDemo) await seedDemoIfEmpty(db);
        if (admin) await ensureAdmin(db, authFor(db), admin);
        await fillCompanyDomains(db);
        await backfillPlaces(db);
      },
      { applyMigrations: migrateAtStart },
    );
  } catch (error) {
    await database.close().catch(() => undefined); // the next attempt opens a fresh pool
    throw error;
  }
  return database.db;
}

/**
 * The database, opened on first use. If it cannot be reached (down at start, say), the failure is
 * remembered for a moment and then forgotten, so the process recovers by itself once it is back.
 */
export function getDb(): Promise<Db> {
  if (!runtime.db) {
    const attempt = start();
    runtime.db = attempt;
    attempt.catch(() => {
      setTimeout(() => {
        if (runtime.db === attempt) runtime.db = undefined;
      }, RETRY_AFTER_FAILURE_MS).unref();
    });
  }
  return runtime.db;
}

/** Tests and scripts hand the app a database they opened themselves. */
export function provideDatabase(db: Db): void {
  runtime.db = Promise.resolve(db);
}

function authFor(db: Db): Auth {
  if (runtime.auth?.db !== db) runtime.auth = { db, auth: createAuth(db) };
  return runtime.auth.auth;
}

export async function getAuth(): Promise<Auth> {
  return authFor(await getDb());
}
