// Migrating a database costs a test file more than its tests do, so each run migrates once, here, and every
// file starts from a copy: PGlite opens an archive of the migrated files, Postgres creates from a template.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
// The runtime variables every test sees, set before the database client reads them.
import "./setup";
import { openDatabase } from "@/server/db/client";
import { createPostgresDatabase, dropPostgresDatabase } from "./postgres-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite database's files, as an archive on disk. */
    migratedPglite: string;
    /** The migrated Postgres database that each file's database is created from. */
    migratedPostgres: string;
  }
}

/** Vitest's global setup, once per project: the postgres project copies a template, the pglite one an archive. */
export function setup(project: TestProject): Promise<() => void | Promise<void>> {
  return project.name === "postgres" ? setupPostgres(project, process.env.TEST_DATABASE_URL!) : setupPglite(project);
}

async function setupPglite(project: TestProject): Promise<() => void> {
  const database = await openDatabase({ memory: true });
  await database.migrate();
  const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "outpost-migrated-")), "pglite.tar");
  fs.writeFileSync(archive, Buffer.from(await (await database.files!()).arrayBuffer()));
  await database.close();
  project.provide("migratedPglite", archive);
  return () => fs.rmSync(path.dirname(archive), { recursive: true, force: true });
}

/** A template nobody stays connected to, as CREATE DATABASE … TEMPLATE needs. */
async function setupPostgres(project: TestProject, adminUrl: string): Promise<() => Promise<void>> {
  const template = await createPostgresDatabase(adminUrl, "outpost_template");
  const database = await openDatabase({ url: template.url });
  await database.migrate();
  await database.close();
  project.provide("migratedPostgres", template.name);
  return () => dropPostgresDatabase(adminUrl, template.name);
}
