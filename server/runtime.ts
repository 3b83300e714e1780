// The process-wide database and auth: opened once (migrated, seeded, admin ensured) and shared by
// every route bundle through globalThis, since Next may load this module more than once.
import "server-only";
import { config } from "./config";
import { openConfiguredDatabase, type Db } from "./db/client";
import { createAuth, type Auth } from "./accounts/auth";
import { ensureAdmin } from "./accounts/ensure-admin";
import { seedDemoIfEmpty } from "./db/seed/seed-demo";

type Runtime = { db?: Promise<Db>; auth?: { db: Db; auth: Auth } };
const runtime: Runtime = ((globalThis as { __outpost?: Runtime }).__outpost ??= {});

async function start(): Promise<Db> {
  const { seedDemo, admin } = config();
  const database = await openConfiguredDatabase();
  await database.migrate(async (db) => {
    if (seedDemo) await seedDemoIfEmpty(db);
    if (admin) await ensureAdmin(db, authFor(db), admin);
  });
  return database.db;
}

export function getDb(): Promise<Db> {
  runtime.db ??= start().catch((error) => {
    runtime.db = undefined; // let the next request try again
    throw error;
  });
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
