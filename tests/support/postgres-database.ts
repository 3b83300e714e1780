// A new, empty database on the Postgres server named by an admin URL, and a way to drop it again.
import crypto from "node:crypto";
import pg from "pg";

export type PostgresDatabase = { url: string; drop: () => Promise<void> };

async function run(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createPostgresDatabase(adminUrl: string, prefix = "outpost_test"): Promise<PostgresDatabase> {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  await run(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(adminUrl, `drop database if exists ${name} with (force)`) };
}
