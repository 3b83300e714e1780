// Which search engines are told about job pages, read at each use like the mail settings, so tests point
// them at local stand-ins. The key and the credentials never reach a log or an error message.
import "server-only";
import crypto from "node:crypto";
import { z } from "zod";
import { INDEXNOW_KEY_PATTERN } from "@/lib/indexnow-key";

export const INDEXNOW_ENDPOINT = "https://api.indexnow.org/indexnow";
export const GOOGLE_INDEXING_ENDPOINT = "https://indexing.googleapis.com/batch";
export const GOOGLE_TOKEN_ENDPOINT = "https://oauth2.googleapis.com/token";
/** Google's default allowance of publish requests a day for a new project. */
const GOOGLE_DAILY_QUOTA = 200;

export type IndexNowSettings = { key: string; endpoint: string };
export type GoogleIndexingSettings = {
  clientEmail: string;
  privateKey: crypto.KeyObject;
  tokenEndpoint: string;
  endpoint: string;
  dailyQuota: number;
};

type Env = Record<string, string | undefined>;
const set = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** Null when INDEXNOW_KEY is unset; throws when it or the endpoint is malformed. */
export function indexNowSettings(env: Env = process.env): IndexNowSettings | null {
  const key = set(env.INDEXNOW_KEY);
  if (!key) return null;
  // The message names the rule, never the value: the key is what proves the site is ours.
  if (!INDEXNOW_KEY_PATTERN.test(key))
    throw new Error("Invalid runtime variables: INDEXNOW_KEY must be 8 to 128 letters, digits or dashes");
  return { key, endpoint: endpoint(env, "INDEXNOW_ENDPOINT", INDEXNOW_ENDPOINT) };
}

const serviceAccount = z.object({
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  token_uri: z.url().optional(),
});

const NOT_A_SERVICE_ACCOUNT =
  "Invalid runtime variables: GOOGLE_INDEXING_CREDENTIALS must be a Google service account's JSON key (client_email and private_key)";

/** Null when GOOGLE_INDEXING_CREDENTIALS is unset; throws (saying what, never the contents) when it is not a usable key. */
export function googleIndexingSettings(env: Env = process.env): GoogleIndexingSettings | null {
  const text = set(env.GOOGLE_INDEXING_CREDENTIALS);
  if (!text) return null;
  let account: z.output<typeof serviceAccount>;
  let privateKey: crypto.KeyObject;
  try {
    account = serviceAccount.parse(JSON.parse(text));
    privateKey = crypto.createPrivateKey(account.private_key);
  } catch {
    throw new Error(NOT_A_SERVICE_ACCOUNT);
  }
  const quota = z.coerce
    .number()
    .int()
    .min(0)
    .safeParse(set(env.GOOGLE_INDEXING_DAILY_QUOTA) ?? GOOGLE_DAILY_QUOTA);
  if (!quota.success) throw new Error("Invalid runtime variables: GOOGLE_INDEXING_DAILY_QUOTA must be a whole number, 0 or more");
  return {
    clientEmail: account.client_email,
    privateKey,
    tokenEndpoint: endpoint(env, "GOOGLE_TOKEN_ENDPOINT", account.token_uri ?? GOOGLE_TOKEN_ENDPOINT),
    endpoint: endpoint(env, "GOOGLE_INDEXING_ENDPOINT", GOOGLE_INDEXING_ENDPOINT),
    dailyQuota: quota.data,
  };
}

function endpoint(env: Env, name: string, fallback: string): string {
  const value = set(env[name]) ?? fallback;
  if (!z.url({ protocol: /^https?$/ }).safeParse(value).success)
    throw new Error(`Invalid runtime variables: ${name} must be an http(s) address`);
  return value;
}

/** Whether any engine is told about job pages: without one, changes queue nothing at all. */
export function searchEnginesConfigured(env: Env = process.env): boolean {
  return indexNowSettings(env) !== null || googleIndexingSettings(env) !== null;
}

/**
 * At start: refuses malformed settings (thrown, so the process stops with the reason) and says once which
 * engine is off, so an operator who expected pings sees why there are none.
 */
export function announceSearchEngines(env: Env = process.env, log: (line: string) => void = console.info): void {
  if (!indexNowSettings(env)) log("IndexNow off: INDEXNOW_KEY not set");
  if (!googleIndexingSettings(env)) log("Google Indexing API off: GOOGLE_INDEXING_CREDENTIALS not set");
}
