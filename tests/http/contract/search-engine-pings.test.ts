// Search engines told of a job's life on the production build: a server with IndexNow and a Google
// service account pointed at local stand-ins (tests/support/search-engine-stand-ins.ts) and BASE_URL set.
// An admin imports a job, edits it and deletes it; within seconds IndexNow has its page's address with
// the key and the key file's location, and Google's Indexing API URL_UPDATED then URL_DELETED, sent with a
// token the token endpoint gave for the account's signed assertion. A 429 from Google is sent again once
// the Retry-After it named has passed; the admin's view of background work counts the notices.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPostgresDatabase, type PostgresDatabase } from "../../support/postgres-database";
import { startSearchEngineStandIns, testServiceAccount, type StandIns } from "../../support/search-engine-stand-ins";
import { ADMIN } from "../support/accounts";
import { JOB_CSV_HEADER } from "../support/job-import";
import { startServer, type RunningServer } from "../support/server";

const BASE_URL = "https://jobs.outpost.test";
const KEY = "5c2b9e4f0d8a4c7e9b1f3a6d2e8c0b47";
const DELIVERY_MS = 10_000;
const run = Date.now().toString(36);
const account = testServiceAccount();

let standIns: StandIns;
let server: RunningServer;
let database: PostgresDatabase | undefined;
let adminCookie = "";

async function call(path: string, init: { method?: string; json?: unknown; form?: FormData } = {}) {
  const headers = new Headers({ cookie: adminCookie });
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const answer = await fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? (init.json !== undefined || init.form ? "POST" : "GET"),
    headers,
    body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
    redirect: "manual",
  });
  const text = await answer.text();
  return { status: answer.status, headers: answer.headers, text, json: <T>() => JSON.parse(text) as T };
}

beforeAll(async () => {
  standIns = await startSearchEngineStandIns(account.publicKey);
  const adminUrl = inject("postgresAdminUrl");
  database = adminUrl ? await createPostgresDatabase(adminUrl, "outpost_http_pings") : undefined;
  server = await startServer("npm-start", {
    databaseUrl: database?.url,
    extraEnv: {
      BASE_URL,
      AUTH_SECRET: "http-suite-secret-long-enough-for-hmac",
      INDEXNOW_KEY: KEY,
      INDEXNOW_ENDPOINT: `${standIns.url}/indexnow`,
      GOOGLE_INDEXING_CREDENTIALS: JSON.stringify(account.credentials),
      GOOGLE_TOKEN_ENDPOINT: `${standIns.url}/token`,
      GOOGLE_INDEXING_ENDPOINT: `${standIns.url}/batch`,
      // The demo jobs the first sweep may announce must not use up the day's allowance.
      GOOGLE_INDEXING_DAILY_QUOTA: "100000",
    },
  });
  const signedIn = await fetch(`${server.baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  expect(signedIn.status).toBe(200);
  adminCookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await standIns?.close();
  await database?.drop();
}, 60_000);

/** Imports one job as the admin and answers its id and its page's address. */
async function importJob(title: string, link: string): Promise<{ id: string; page: string }> {
  const form = new FormData();
  const csv = `${JOB_CSV_HEADER}\n${title},Pings Subsea,"North Sea, United Kingdom",£150000,oil-gas,Bell runs,OK,${link}`;
  form.set("csvFile", new File([csv], "jobs.csv", { type: "text/csv" }));
  form.set("skipWarnings", "true");
  const imported = await call("/api/admin/jobs/bulk-upload", { form });
  expect(imported.status, imported.text).toBe(200);
  const listed = await call("/api/admin/jobs?limit=1000");
  const job = listed.json<{ id: string; applicationUrl: string }[]>().find((j) => j.applicationUrl === link)!;
  return { id: job.id, page: `${BASE_URL}/job/${job.id}` };
}

/** Every notification the Google stand-in read for this page, in the order it read them. */
const googleSaw = (page: string) =>
  standIns.batches.flatMap((batch) => batch.parts.filter((part) => part.notification.url === page).map((part) => part.notification.type));
const indexNowSaw = (page: string) =>
  standIns.indexNow
    .map((request) => JSON.parse(request.body) as { host: string; key: string; keyLocation: string; urlList: string[] })
    .filter((body) => body.urlList.includes(page));

describe("a job's life, told to the search engines", () => {
  it("publishing, editing and deleting reach IndexNow within seconds, and Google of all but an edit just after posting", async () => {
    const job = await importJob(`Saturation Diver ${run}`, `https://pings.example/${run}/diver`);
    await expect.poll(() => googleSaw(job.page), { timeout: DELIVERY_MS }).toEqual(["URL_UPDATED"]);
    await expect.poll(() => indexNowSaw(job.page).length, { timeout: DELIVERY_MS }).toBe(1);
    expect(indexNowSaw(job.page)[0]).toEqual({
      host: "jobs.outpost.test",
      key: KEY,
      keyLocation: `${BASE_URL}/${KEY}.txt`,
      urlList: [job.page],
    });

    expect((await call(`/api/admin/jobs/${job.id}`, { method: "PATCH", json: { title: `Senior Saturation Diver ${run}` } })).status).toBe(
      200,
    );
    // IndexNow hears of the edit; Google, told of the new page moments ago, is not told again within the
    // edit window, so the edit spends none of the site's shared allowance.
    await expect.poll(() => indexNowSaw(job.page).length, { timeout: DELIVERY_MS }).toBe(2);
    expect(googleSaw(job.page)).toEqual(["URL_UPDATED"]);

    expect((await call(`/api/admin/jobs/${job.id}`, { method: "DELETE" })).status).toBeLessThan(300);
    await expect.poll(() => googleSaw(job.page), { timeout: DELIVERY_MS }).toEqual(["URL_UPDATED", "URL_DELETED"]);
    await expect.poll(() => indexNowSaw(job.page).length, { timeout: DELIVERY_MS }).toBe(3);

    // Each batch carried a token the token endpoint issued, for an assertion it could verify.
    const batches = standIns.batches.filter((batch) => batch.parts.some((part) => part.notification.url === job.page));
    const issued = new Set(standIns.tokens.map((_, i) => `Bearer token-${i + 1}`));
    for (const batch of batches) expect(issued.has(String(batch.headers.authorization))).toBe(true);
  });

  it("a batch Google refuses with 429 is sent again after the Retry-After it named", async () => {
    standIns.behaviour.batchStatuses = [{ status: 429, retryAfter: "3" }];
    const before = standIns.batches.length;
    const job = await importJob(`Ice Pilot ${run}`, `https://pings.example/${run}/pilot`);
    await expect.poll(() => googleSaw(job.page), { timeout: DELIVERY_MS + 5_000 }).toEqual(["URL_UPDATED", "URL_UPDATED"]);
    const [refused, retried] = standIns.batches.slice(before).filter((batch) => batch.parts.some((p) => p.notification.url === job.page));
    // The wait counts from the moment the job began, a little before the refused batch arrived; without
    // Retry-After it would have been a minute.
    expect(retried.receivedAt - refused.receivedAt).toBeGreaterThanOrEqual(2_500);
    // IndexNow took the page at the first try: the retry was Google's alone.
    expect(indexNowSaw(job.page)).toHaveLength(1);
  });

  it("the admin's view of background work names the notices and counts them done", async () => {
    const view = await call("/api/admin/background-work");
    expect(view.status).toBe(200);
    const notices = view
      .json<{ kinds: { kind: string; label: string; done: number; failed: number }[] }>()
      .kinds.find((k) => k.kind === "search-engines.notify");
    expect(notices).toMatchObject({ label: "Search engine notice", failed: 0 });
    expect(notices!.done).toBeGreaterThanOrEqual(5);
  });
});
