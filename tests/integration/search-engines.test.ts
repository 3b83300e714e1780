// Telling search engines about job pages, against local stand-ins of IndexNow and of Google's token and
// batch endpoints: the requests' shape, batching, the JWT, the token cache, the shared daily quota (on
// PGlite and Postgres), 429s and per-part errors, and that no key or token reaches an error or a log.
import crypto from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { indexingQuota } from "@/server/db/schema";
import { submitIndexNow } from "@/server/search-engines/indexnow";
import { publishToGoogle, type UrlNotification } from "@/server/search-engines/google-indexing";
import { notifySearchEngines } from "@/server/search-engines/notify-search-engines";
import { announceSearchEngines, googleIndexingSettings, indexNowSettings } from "@/server/search-engines/settings";
import { jobPageUrls } from "@/server/search-engines/search-engine-urls";
import { withTestDatabase } from "../support/test-db";
import { startSearchEngineStandIns, testServiceAccount, type StandIns } from "../support/search-engine-stand-ins";

const t = withTestDatabase();
const KEY = "outpost-test-key-0123456789";
const account = testServiceAccount();
let standIns: StandIns;
const logged: string[] = [];

const urls = (count: number, prefix = "job") => Array.from({ length: count }, (_, i) => `http://localhost:3000/job/${prefix}-${i}`);
const updates = (list: string[]): UrlNotification[] => list.map((url) => ({ url, type: "URL_UPDATED" }));
/** A UTC day of its own per test, so the quota each one counts starts at zero. */
const day = (n: number) => new Date(Date.UTC(2030, 0, n, 12));
const used = async (at: Date) =>
  (
    await t.db
      .select()
      .from(indexingQuota)
      .where(eq(indexingQuota.day, at.toISOString().slice(0, 10)))
  )[0]?.used ?? 0;

function configure(extra: Record<string, string> = {}) {
  vi.stubEnv("INDEXNOW_KEY", KEY);
  vi.stubEnv("INDEXNOW_ENDPOINT", `${standIns.url}/indexnow`);
  vi.stubEnv("GOOGLE_INDEXING_CREDENTIALS", JSON.stringify(account.credentials));
  vi.stubEnv("GOOGLE_TOKEN_ENDPOINT", `${standIns.url}/token`);
  vi.stubEnv("GOOGLE_INDEXING_ENDPOINT", `${standIns.url}/batch`);
  for (const [name, value] of Object.entries(extra)) vi.stubEnv(name, value);
}

beforeAll(async () => {
  standIns = await startSearchEngineStandIns(account.publicKey);
});
afterAll(() => standIns.close());
beforeEach(() => {
  standIns.reset();
  configure();
  logged.length = 0;
  for (const level of ["log", "info", "warn", "error"] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // Nothing said or thrown may carry the key, the private key or an access token.
  for (const line of logged) expect(line).not.toMatch(new RegExp(`${KEY}|PRIVATE KEY|token-\\d`));
});

describe("IndexNow", () => {
  it("posts host, key, key location and the URLs as JSON", async () => {
    const list = urls(3);
    expect(await submitIndexNow(list)).toEqual({ submitted: 3 });
    expect(standIns.indexNow).toHaveLength(1);
    const [sent] = standIns.indexNow;
    expect(sent.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(sent.body)).toEqual({
      host: "localhost:3000",
      key: KEY,
      keyLocation: `http://localhost:3000/${KEY}.txt`,
      urlList: list,
    });
  });

  it("sends at most 10,000 URLs a request", async () => {
    const list = urls(10_001);
    expect(await submitIndexNow(list)).toEqual({ submitted: 10_001 });
    expect(standIns.indexNow.map((r) => (JSON.parse(r.body) as { urlList: string[] }).urlList.length)).toEqual([10_000, 1]);
  });

  it("throws a retryable error with Retry-After on 429, keeping only what was not delivered", async () => {
    standIns.behaviour.indexNowStatuses.push({ status: 202 }, { status: 429, retryAfter: "120" });
    const list = urls(10_003);
    const error = await submitIndexNow(list).catch((e: unknown) => e);
    expect(error).toMatchObject({ retryable: true, retryAfterMs: 120_000 });
    expect((error as { remaining: string[] }).remaining).toEqual(list.slice(10_000));
    expect((error as Error).message).not.toContain(KEY);
  });

  it.each([
    [400, /malformed/],
    [403, /key was not accepted/],
    [422, /do not belong to the host/],
  ])("answers %i with a final error saying why", async (status, why) => {
    standIns.behaviour.indexNowStatuses.push({ status });
    const error = await submitIndexNow(urls(1)).catch((e: unknown) => e);
    expect(error).toMatchObject({ retryable: false });
    expect((error as Error).message).toMatch(why);
    expect((error as Error).message).not.toContain(KEY);
  });

  it("is off without INDEXNOW_KEY, and refuses a malformed key without repeating it", async () => {
    vi.stubEnv("INDEXNOW_KEY", "");
    expect(await submitIndexNow(urls(2))).toEqual({ submitted: 0 });
    expect(standIns.indexNow).toHaveLength(0);
    expect(() => indexNowSettings({ INDEXNOW_KEY: "short" })).toThrow(/8 to 128 letters, digits or dashes/);
    expect(() => indexNowSettings({ INDEXNOW_KEY: "has a space in it" })).not.toThrow(/has a space/);
  });
});

describe("Google Indexing API", () => {
  it("gets a token with an RS256 JWT the public key verifies, then sends 150 URLs as batches of 100 and 50", async () => {
    const list = urls(150);
    const result = await publishToGoogle(t.db, updates(list), googleIndexingSettings(), day(1));
    expect(result).toMatchObject({ published: 150, deferred: [], retry: [], failed: [] });

    // The test key pair's public key verifies the signature (the stand-in checked it too before answering).
    expect(standIns.tokens).toHaveLength(1);
    const assertion = new URLSearchParams(standIns.tokens[0].body).get("assertion")!;
    const [signed, signature] = [assertion.slice(0, assertion.lastIndexOf(".")), assertion.split(".")[2]];
    expect(crypto.verify("RSA-SHA256", Buffer.from(signed), account.publicKey, Buffer.from(signature, "base64url"))).toBe(true);
    const [header, claims] = signed
      .split(".")
      .map((part) => JSON.parse(Buffer.from(part, "base64url").toString()) as Record<string, unknown>);
    expect(header).toEqual({ alg: "RS256", typ: "JWT" });
    expect(claims).toMatchObject({
      iss: account.credentials.client_email,
      scope: "https://www.googleapis.com/auth/indexing",
      aud: `${standIns.url}/token`,
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);

    expect(standIns.batches.map((b) => b.parts.length)).toEqual([100, 50]);
    for (const batch of standIns.batches) {
      expect(batch.headers.authorization).toBe("Bearer token-1");
      expect(batch.headers["content-type"]).toMatch(/^multipart\/mixed; boundary=/);
      for (const part of batch.parts) {
        expect(part.contentType).toBe("application/http");
        expect(part.requestLine).toBe("POST /v3/urlNotifications:publish HTTP/1.1");
        expect(part.innerHeaders).toMatch(/^Content-Type: application\/json$/m);
      }
    }
    expect(standIns.batches.flatMap((b) => b.parts.map((p) => p.notification))).toEqual(updates(list));
    expect(await used(day(1))).toBe(150);
  });

  it("keeps the token until shortly before it expires", async () => {
    await publishToGoogle(t.db, updates(urls(2, "again")), googleIndexingSettings(), day(2));
    expect(standIns.tokens).toHaveLength(0);
    expect(standIns.batches[0].headers.authorization).toBe("Bearer token-1");
  });

  it("refuses a token request the endpoint cannot verify, saying which error, never the key", async () => {
    const other = testServiceAccount();
    vi.stubEnv(
      "GOOGLE_INDEXING_CREDENTIALS",
      JSON.stringify({ ...other.credentials, client_email: "someone-else@outpost-test.iam.gserviceaccount.com" }),
    );
    const error = await publishToGoogle(t.db, updates(urls(1)), googleIndexingSettings(), day(3)).catch((e: unknown) => e);
    expect(error).toMatchObject({ retryable: false });
    expect((error as Error).message).toBe("Google's token endpoint answered 400 (invalid_grant)");
    expect(standIns.batches).toHaveLength(0);
    // Nothing was sent, so nothing was counted against the day.
    expect(await used(day(3))).toBe(0);
  });

  it("respects the daily quota across calls and defers the rest to the next UTC day", async () => {
    vi.stubEnv("GOOGLE_INDEXING_DAILY_QUOTA", "5");
    const at = day(4);
    const first = await publishToGoogle(t.db, updates(urls(3, "a")), googleIndexingSettings(), at);
    expect(first).toMatchObject({ published: 3, deferred: [], deferredUntil: null });
    const second = await publishToGoogle(t.db, updates(urls(3, "b")), googleIndexingSettings(), at);
    expect(second.published).toBe(2);
    expect(second.deferred).toEqual(updates(urls(3, "b").slice(2)));
    expect(second.deferredUntil).toEqual(new Date(Date.UTC(2030, 0, 5)));
    expect(standIns.batches.map((b) => b.parts.length)).toEqual([3, 2]);
    expect(await used(at)).toBe(5);
  });

  it("shares the quota between calls made at once (as several instances would)", async () => {
    vi.stubEnv("GOOGLE_INDEXING_DAILY_QUOTA", "7");
    const at = day(6);
    const results = await Promise.all(
      ["p", "q", "r"].map((prefix) => publishToGoogle(t.db, updates(urls(4, prefix)), googleIndexingSettings(), at)),
    );
    expect(results.reduce((sum, r) => sum + r.published, 0)).toBe(7);
    expect(results.reduce((sum, r) => sum + r.deferred.length, 0)).toBe(5);
    expect(standIns.batches.reduce((sum, b) => sum + b.parts.length, 0)).toBe(7);
    expect(await used(at)).toBe(7);
  });

  it("throws a retryable error on a 429 for the whole batch and gives its quota back", async () => {
    standIns.behaviour.batchStatuses.push(undefined, { status: 429, retryAfter: "30" });
    const list = urls(120, "limited");
    const error = await publishToGoogle(t.db, updates(list), googleIndexingSettings(), day(7)).catch((e: unknown) => e);
    expect(error).toMatchObject({ retryable: true, retryAfterMs: 30_000 });
    expect((error as Error).message).toBe("Google Indexing API answered 429");
    expect((error as { remaining: UrlNotification[] }).remaining).toEqual(updates(list.slice(100)));
    // The first batch reached Google and counts; the refused one does not.
    expect(await used(day(7))).toBe(100);
  });

  it("reads each part's answer by Content-ID: published, to retry, or refused with Google's reason", async () => {
    standIns.behaviour.reverseParts = true;
    standIns.behaviour.partRule = (url) =>
      url.endsWith("-1")
        ? { status: 403, message: "Permission denied. Failed to verify the URL ownership." }
        : url.endsWith("-2")
          ? { status: 429, message: "Quota exceeded" }
          : url.endsWith("-3")
            ? { status: 503, message: "Backend error" }
            : { status: 200 };
    const list = urls(5, "parts");
    const result = await publishToGoogle(t.db, updates(list), googleIndexingSettings(), day(8));
    expect(result.published).toBe(2);
    expect(result.failed).toEqual([{ url: list[1], status: 403, message: "Permission denied. Failed to verify the URL ownership." }]);
    expect(result.retry).toEqual(updates([list[2], list[3]]));
    // Google did not count the part it refused for quota.
    expect(await used(day(8))).toBe(4);
  });
});

describe("notifySearchEngines", () => {
  it("tells IndexNow every address and Google which pages changed and which went", async () => {
    const retries = await notifySearchEngines(t.db, { updated: jobPageUrls(["a1"]), deleted: jobPageUrls([{ id: "b2" }]) }, day(9));
    expect(retries).toEqual([]);
    expect((JSON.parse(standIns.indexNow[0].body) as { urlList: string[] }).urlList).toEqual([
      "http://localhost:3000/job/a1",
      "http://localhost:3000/job/b2",
    ]);
    expect(standIns.batches[0].parts.map((p) => p.notification)).toEqual([
      { url: "http://localhost:3000/job/a1", type: "URL_UPDATED" },
      { url: "http://localhost:3000/job/b2", type: "URL_DELETED" },
    ]);
  });

  it("returns a retry per engine: backed off after a 429, tomorrow for what the quota deferred", async () => {
    vi.stubEnv("GOOGLE_INDEXING_DAILY_QUOTA", "1");
    standIns.behaviour.indexNowStatuses.push({ status: 429 });
    const now = day(10);
    const retries = await notifySearchEngines(
      t.db,
      { updated: ["http://localhost:3000/job/u"], deleted: ["http://localhost:3000/job/d"] },
      now,
    );
    expect(retries).toEqual([
      {
        engines: ["indexnow"],
        updated: ["http://localhost:3000/job/u"],
        deleted: ["http://localhost:3000/job/d"],
        attempt: 1,
        notBefore: new Date(now.getTime() + 60_000),
      },
      {
        engines: ["google"],
        updated: [],
        deleted: ["http://localhost:3000/job/d"],
        attempt: 0,
        notBefore: new Date(Date.UTC(2030, 0, 11)),
      },
    ]);

    // The retry goes to its engine alone, and the next failure waits twice as long.
    standIns.reset();
    standIns.behaviour.indexNowStatuses.push({ status: 503 });
    const again = await notifySearchEngines(t.db, { ...retries[0], engines: ["indexnow"] }, now);
    expect(standIns.batches).toHaveLength(0);
    expect(again).toMatchObject([{ engines: ["indexnow"], attempt: 2, notBefore: new Date(now.getTime() + 120_000) }]);
  });

  it("logs a final refusal without retrying it", async () => {
    standIns.behaviour.indexNowStatuses.push({ status: 403 });
    vi.stubEnv("GOOGLE_INDEXING_CREDENTIALS", "");
    expect(await notifySearchEngines(t.db, { updated: urls(1), deleted: [] }, day(12))).toEqual([]);
    expect(logged).toEqual([expect.stringMatching(/^IndexNow: IndexNow answered 403: the key was not accepted/)]);
  });

  it("does nothing and says nothing when neither engine is configured; the start says so once each", async () => {
    vi.stubEnv("INDEXNOW_KEY", "");
    vi.stubEnv("GOOGLE_INDEXING_CREDENTIALS", "");
    expect(await notifySearchEngines(t.db, { updated: urls(2), deleted: urls(1, "gone") }, day(13))).toEqual([]);
    expect([standIns.indexNow.length, standIns.tokens.length, standIns.batches.length]).toEqual([0, 0, 0]);
    expect(logged).toEqual([]);
    announceSearchEngines();
    expect(logged).toEqual(["IndexNow off: INDEXNOW_KEY not set", "Google Indexing API off: GOOGLE_INDEXING_CREDENTIALS not set"]);
  });

  it("refuses credentials that are not a service account's key, without repeating them", () => {
    expect(() => googleIndexingSettings({ GOOGLE_INDEXING_CREDENTIALS: '{"client_email":"x","private_key":"not-a-key-secret"}' })).toThrow(
      /must be a Google service account's JSON key/,
    );
    expect(() =>
      googleIndexingSettings({ GOOGLE_INDEXING_CREDENTIALS: '{"client_email":"x","private_key":"not-a-key-secret"}' }),
    ).not.toThrow(/not-a-key-secret/);
  });
});
