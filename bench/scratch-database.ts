// A scratch Postgres database for one bench run: made on the server BENCH_DATABASE_URL names, handed over
// open, and dropped afterwards whatever happened.
import crypto from "node:crypto";
import pg from "pg";
import type { DatabaseLimits } from "../server/config";
import { openDatabase, type Database } from "../server/db/client";

export async function onScratchDatabase<T>(
  serverUrl: string,
  prefix: string,
  limits: DatabaseLimits,
  work: (database: Database) => Promise<T>,
  settle?: (database: Database) => Promise<void>,
): Promise<T> {
  const name = `${prefix}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() }, limits);
  try {
    return await work(database);
  } finally {
    await settle?.(database);
    await database.close();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}
