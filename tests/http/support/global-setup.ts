// One production server per HTTP project, shared by its test files (which run one at a time), with a
// signed-in admin, job seeker and employer whose cookies every test may use.
import type { TestProject } from "vitest/node";
import { createPostgresDatabase, type PostgresDatabase } from "../../support/postgres-database";
import { ADMIN, EMPLOYER, SEEKER } from "./accounts";
import { startServer, type ServerKind } from "./server";
import { verificationToken } from "./verification-link";

export type RoleCookies = { admin: string; user: string; employer: string };

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    serverKind: ServerKind;
    roleCookies: RoleCookies;
    dataDir: string;
    serverLog: string;
    /** On Postgres the server has BASE_URL (production requires it there): redirects go to it, not to the Host. */
    baseUrlSet: boolean;
    /** The admin URL of the Postgres server this project runs on, or '' on PGlite: for files that start servers of their own. */
    postgresAdminUrl: string;
  }
}

function cookieOf(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!response.ok || !cookie) throw new Error(`Could not sign in for the HTTP suite: ${response.status}`);
  return cookie;
}

async function post(baseUrl: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

/** Registers, follows the emailed verification link and signs in, as a person would. */
async function verifiedAccount(
  baseUrl: string,
  dataDir: string,
  account: { username: string; email: string; password: string; role?: string },
) {
  const registered = await post(baseUrl, "/api/register", account);
  if (registered.status !== 201) throw new Error(`Could not register ${account.username} for the HTTP suite: ${registered.status}`);
  const verified = await post(baseUrl, "/api/verify-email", { token: await verificationToken(dataDir, account.email) });
  if (!verified.ok) throw new Error(`Could not verify ${account.email} for the HTTP suite: ${verified.status}`);
  return cookieOf(await post(baseUrl, "/api/login", { username: account.username, password: account.password }));
}

export default async function setup(project: TestProject) {
  // Project names say which server and which database: 'next-start', 'http', 'http-postgres', 'fuzz-postgres'.
  const kind: ServerKind = project.name.startsWith("next-start") ? "next-start" : "npm-start";
  const adminUrl = process.env.TEST_DATABASE_URL;
  let database: PostgresDatabase | undefined;
  if (project.name.endsWith("-postgres")) {
    if (!adminUrl) throw new Error(`${project.name} needs TEST_DATABASE_URL`);
    database = await createPostgresDatabase(adminUrl, "outpost_http");
  }
  const server = await startServer(kind, { databaseUrl: database?.url });
  const { baseUrl } = server;
  const roleCookies: RoleCookies = {
    admin: cookieOf(await post(baseUrl, "/api/login", { username: ADMIN.username, password: ADMIN.password })),
    user: await verifiedAccount(baseUrl, server.dataDir, SEEKER),
    employer: await verifiedAccount(baseUrl, server.dataDir, { ...EMPLOYER, role: "employer" }),
  };
  project.provide("baseUrl", baseUrl);
  project.provide("serverKind", kind);
  project.provide("roleCookies", roleCookies);
  project.provide("dataDir", server.dataDir);
  project.provide("serverLog", server.logFile);
  project.provide("baseUrlSet", Boolean(database));
  project.provide("postgresAdminUrl", database ? adminUrl! : "");

  return async function teardown() {
    await server.stop();
    await database?.drop();
  };
}
