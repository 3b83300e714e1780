// A new, empty database on the Postgres server named by an admin URL, and a way to drop it again.
import crypto from "node:crypto";
import pg from "pg";

export type PostgresDatabase = { name: string; url: string; drop: () => Promise<void> };

async function run(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `template`: a database to copy (nobody may be connected to it); empty otherwise. */
export async function createPostgresDatabase(adminUrl: string, prefix = "outpost_test", template?: string): Promise<PostgresDatabase> {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  await run(adminUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropPostgresDatabase(adminUrl, name) };
}

export const dropPostgresDatabase = (adminUrl: string, name: string) => run(adminUrl, `drop database if exists ${name} with (force)`);
