// The IndexNow key file at the site's root, as search engines fetch it from the production build: the
// configured key's file answers the key as text, any other name 404, and without a key there is none.
// Each engine left unconfigured says so once in the server's log at start.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectMessage, http } from "../support/client";
import { startServer, type RunningServer } from "../support/server";
import { createPostgresDatabase, type PostgresDatabase } from "../../support/postgres-database";

const KEY = "d3b07384d113edec49eaa6238ad5ff00";
let keyed: RunningServer;
let database: PostgresDatabase | undefined;

beforeAll(async () => {
  const adminUrl = inject("postgresAdminUrl");
  database = adminUrl ? await createPostgresDatabase(adminUrl, "outpost_http_indexnow") : undefined;
  // Plain `next start`, as a serverless host runs the app: the rewrite must not depend on our custom server.
  keyed = await startServer("next-start", {
    databaseUrl: database?.url,
    extraEnv: { INDEXNOW_KEY: KEY, AUTH_SECRET: "http-suite-secret-long-enough-for-hmac" },
  });
}, 240_000);

afterAll(async () => {
  await keyed?.stop();
  await database?.drop();
});

const fetchFrom = async (server: RunningServer, path: string) => {
  const answer = await fetch(`${server.baseUrl}${path}`, { redirect: "manual" });
  const text = await answer.text();
  return { status: answer.status, headers: answer.headers, text, json: () => JSON.parse(text) as unknown };
};

const occurrences = (log: string, line: string) => log.split("\n").filter((l) => l.includes(line)).length;

describe("with INDEXNOW_KEY set", () => {
  it("answers GET /{key}.txt with the key as plain text", async () => {
    const answer = await fetchFrom(keyed, `/${KEY}.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(answer.text).toBe(KEY);
  });

  it("answers the same at its API address, as the OpenAPI document says", async () => {
    const answer = await fetchFrom(keyed, `/api/indexnow-key/${KEY}`);
    expect([answer.status, answer.text]).toEqual([200, KEY]);
    const document = (await fetchFrom(keyed, "/api/openapi.json")).json() as {
      paths: Record<string, { get: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    expect(Object.keys(document.paths["/api/indexnow-key/{key}"].get.responses[200].content!)).toEqual(["text/plain"]);
  });

  it.each([`/0123456789abcdef.txt`, `/${KEY.toUpperCase()}.txt`, `/api/indexnow-key/${KEY}x`])("answers 404 for %s", async (path) => {
    expectMessage(await fetchFrom(keyed, path), 404, "No such key file");
  });

  it("says at start that only the Google Indexing API is off", () => {
    const log = fs.readFileSync(keyed.logFile, "utf8");
    expect(occurrences(log, "Google Indexing API off: GOOGLE_INDEXING_CREDENTIALS not set")).toBe(1);
    expect(occurrences(log, "IndexNow off")).toBe(0);
    expect(log).not.toContain(KEY);
  });
});

describe("without INDEXNOW_KEY", () => {
  it("has no key file", async () => {
    expectMessage(await http(`/${KEY}.txt`), 404, "No such key file");
    expectMessage(await http(`/api/indexnow-key/${KEY}`), 404, "No such key file");
  });

  it("says once at start that IndexNow is off", () => {
    expect(occurrences(fs.readFileSync(inject("serverLog"), "utf8"), "IndexNow off: INDEXNOW_KEY not set")).toBe(1);
  });
});
