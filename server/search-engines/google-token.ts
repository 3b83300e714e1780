// An OAuth access token for the Indexing API from the service account's key: a JWT signed RS256 with
// node:crypto, exchanged at the token endpoint (the jwt-bearer grant), kept until shortly before it expires.
import "server-only";
import crypto from "node:crypto";
import type { GoogleIndexingSettings } from "./settings";
import { retryAfterMs, SearchEngineError, unreachable } from "./search-engine-error";

export const INDEXING_SCOPE = "https://www.googleapis.com/auth/indexing";
const JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer";
/** Google accepts assertions that live an hour at most. */
const ASSERTION_SECONDS = 3600;
/** A token this close to its end is renewed: a batch sent with it must not arrive after it lapsed. */
const RENEW_BEFORE_MS = 60_000;

type Token = { value: string; expiresAt: number };
const tokens = new Map<string, Token>();

const base64url = (data: string | Buffer) => Buffer.from(data).toString("base64url");

/** The signed assertion the token endpoint exchanges: this account asks for the indexing scope, at that endpoint. */
export function signedAssertion(settings: GoogleIndexingSettings, nowMs = Date.now()): string {
  const iat = Math.floor(nowMs / 1000);
  const header = base64url(JSON.stringify({ alg: "RS256", typ: "JWT" }));
  const claims = base64url(
    JSON.stringify({ iss: settings.clientEmail, scope: INDEXING_SCOPE, aud: settings.tokenEndpoint, iat, exp: iat + ASSERTION_SECONDS }),
  );
  const signature = crypto.sign("RSA-SHA256", Buffer.from(`${header}.${claims}`), settings.privateKey);
  return `${header}.${claims}.${base64url(signature)}`;
}

/** A valid access token, from this process's cache or freshly exchanged. */
export async function accessToken(settings: GoogleIndexingSettings): Promise<string> {
  const cacheKey = `${settings.tokenEndpoint} ${settings.clientEmail}`;
  const cached = tokens.get(cacheKey);
  if (cached && cached.expiresAt - RENEW_BEFORE_MS > Date.now()) return cached.value;
  const token = await exchange(settings);
  tokens.set(cacheKey, token);
  return token.value;
}

/** Forgets a token the API refused (revoked, or the account's key rotated), so the next call gets a new one. */
export function forgetToken(settings: GoogleIndexingSettings): void {
  tokens.delete(`${settings.tokenEndpoint} ${settings.clientEmail}`);
}

async function exchange(settings: GoogleIndexingSettings): Promise<Token> {
  let answer: Response;
  try {
    answer = await fetch(settings.tokenEndpoint, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: JWT_BEARER, assertion: signedAssertion(settings) }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw unreachable("Google Indexing API", error);
  }
  const body = (await answer.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown; error?: unknown };
  if (answer.ok && typeof body.access_token === "string") {
    const seconds = typeof body.expires_in === "number" ? body.expires_in : ASSERTION_SECONDS;
    return { value: body.access_token, expiresAt: Date.now() + seconds * 1000 };
  }
  // The error code (invalid_grant, unauthorized_client) says what to fix; the body is never echoed.
  const code = typeof body.error === "string" && /^[a-z_]{1,40}$/.test(body.error) ? ` (${body.error})` : "";
  const retryable = answer.status === 429 || answer.status >= 500;
  throw new SearchEngineError(`Google's token endpoint answered ${answer.status}${code}`, {
    retryable,
    retryAfterMs: retryAfterMs(answer.headers.get("retry-after")),
  });
}
