// Registering, signing in and out through Better Auth, with the contract's status codes and messages.
import "server-only";
// Better Auth's own check, by name as well as class: the auth instance is created in the instrumentation
// bundle and the route bundles hold another copy of the class, so `instanceof APIError` fails in a build.
import { isAPIError } from "better-auth/api";
import type { LoginInput, RegisterInput } from "@/lib/schemas/auth";
import { config } from "../config";
import type { Db } from "../db/client";
import { badRequest, conflict, forbidden, tooManyRequests, unauthorized } from "../http/errors";
import { enforceLimit, forget, hit, takeBack } from "../rate-limit";
import { ACCOUNT_TYPE_FIELD, type Auth } from "./auth";
import { isKnownDevice, knownDeviceCookie } from "./login-devices";
import { assertUncommonPassword } from "./password-strength";
import { findPublicUser, type PublicUser } from "./public-user";

export type SignedIn = { user: PublicUser; cookies: string[] };

export const INVALID_LOGIN = "Invalid username or password";

// Sign-in throttling that an attacker cannot turn against the account's owner (docs/threats.md):
// hard limits fall on the client doing the guessing; the username itself only ever gets slower.
const LOGIN_WINDOW_S = 15 * 60;
/** Failures one client may make on one username before that pair waits out the window. */
export const LOGIN_FAILURES_PER_CLIENT_AND_USERNAME = 5;
/** Failures one client may make across all usernames. */
export const LOGIN_FAILURES_PER_IP = 30;
/** Failures on a username, from anywhere, in an hour before each further attempt on it is slowed. */
export const LOGIN_FREE_FAILURES_PER_USERNAME = 10;
const USERNAME_WINDOW_S = 60 * 60;
/**
 * Attempts on a username, from anywhere, in an hour after which only browsers that have signed in to it
 * before are let try: a botnet's addresses each start fresh, so only a cap on the username itself holds.
 */
export const LOGIN_ATTEMPTS_PER_USERNAME_PER_HOUR = 100;
export const USERNAME_UNDER_ATTACK =
  "Too many failed sign-in attempts for this account. Please try again in an hour, or reset your password.";
const FIRST_DELAY_MS = 250;
export const MAX_LOGIN_DELAY_MS = 5000;
export const TOO_MANY_LOGINS = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

function displayName(input: RegisterInput): string {
  return [input.firstName, input.lastName].filter(Boolean).join(" ") || input.username;
}

async function signedIn(db: Db, userId: string, headers: Headers | null): Promise<SignedIn> {
  const user = await findPublicUser(db, userId);
  if (!user) throw unauthorized();
  return { user, cookies: headers?.getSetCookie() ?? [] };
}

/** The same words whether the address was new or taken: the email itself says which. */
export const REGISTERED_MESSAGE = "Thanks for signing up! Check your inbox: we've sent you an email about your account.";

/**
 * Creates the account and sends its verification link; signs nobody in. A taken email answers exactly as a
 * new one (Better Auth hashes the password either way and emails the address's owner instead), so the form
 * tells no one which addresses have accounts. A taken username still says so: usernames are public.
 */
export async function register(db: Db, auth: Auth, input: RegisterInput, requestHeaders: Headers, ipHash: string): Promise<void> {
  await enforceLimit(db, `register:ip:${ipHash}`, config().registrationsPerHour, 3600);
  assertUncommonPassword(input.password, [
    input.username,
    input.email,
    input.email.split("@")[0],
    input.firstName ?? "",
    input.lastName ?? "",
  ]);
  try {
    const body = {
      email: input.email,
      password: input.password,
      username: input.username,
      name: displayName(input),
      firstName: input.firstName,
      lastName: input.lastName,
      [ACCOUNT_TYPE_FIELD]: input.role,
    };
    await auth.api.signUpEmail({ body, headers: requestHeaders });
  } catch (error) {
    throw registrationError(error);
  }
}

function registrationError(error: unknown): unknown {
  if (!isAPIError(error)) return error;
  const code = (error.body as { code?: string } | undefined)?.code ?? "";
  if (code === "USERNAME_IS_ALREADY_TAKEN") return conflict("Username is already taken", "already_exists");
  if (error.statusCode < 500) return badRequest(error.body?.message ?? "Registration failed");
  return error;
}

/**
 * How long an attempt on a username waits, given the attempts on it this hour (this one included):
 * nothing at first, then doubling to a ceiling. Never a refusal, so the right password still works.
 */
export function usernameDelayMs(attempts: number): number {
  const over = attempts - LOGIN_FREE_FAILURES_PER_USERNAME;
  return over <= 0 ? 0 : Math.min(MAX_LOGIN_DELAY_MS, FIRST_DELAY_MS * 2 ** (over - 1));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function login(db: Db, auth: Auth, input: LoginInput, requestHeaders: Headers, ipHash: string): Promise<SignedIn> {
  const username = input.username.toLowerCase();
  const pairKey = `login-fail:pair:${ipHash}:${username}`;
  const ipKey = `login-fail:ip:${ipHash}`;
  const userKey = `login-fail:user:${username}`;
  // Each attempt is counted before the password is checked, so parallel guesses cannot all slip through;
  // a successful one is taken back off every counter.
  const pairTries = await hit(db, pairKey, LOGIN_WINDOW_S);
  const ipTries = await hit(db, ipKey, LOGIN_WINDOW_S);
  if (pairTries > LOGIN_FAILURES_PER_CLIENT_AND_USERNAME || ipTries > LOGIN_FAILURES_PER_IP) throw tooManyRequests(TOO_MANY_LOGINS);
  // Guesses spread over many clients slow the username down for everyone, the owner included, but
  // the owner still gets in: the wait comes before the check, so a quick answer never means "right".
  // Past the hourly cap only a browser that has signed in to it before (or used a reset link) may try.
  const userTries = await hit(db, userKey, USERNAME_WINDOW_S);
  if (userTries > LOGIN_ATTEMPTS_PER_USERNAME_PER_HOUR && !isKnownDevice(requestHeaders, username))
    throw tooManyRequests(USERNAME_UNDER_ATTACK);
  await sleep(usernameDelayMs(userTries));
  try {
    const { headers, response } = await auth.api.signInUsername({
      body: { username: input.username, password: input.password },
      headers: requestHeaders,
      returnHeaders: true,
    });
    await forget(db, pairKey);
    await takeBack(db, ipKey);
    await takeBack(db, userKey);
    const answer = await signedIn(db, response.user.id, headers);
    return { ...answer, cookies: [...answer.cookies, knownDeviceCookie(requestHeaders, username)] };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const code = (error.body as { code?: string } | undefined)?.code;
    if (code === "ACCOUNT_DISABLED" || code === "BANNED_USER") throw forbidden(error.body?.message ?? "Account disabled");
    // The same answer whether the username is unknown, malformed or the password wrong.
    throw unauthorized(INVALID_LOGIN, "invalid_credentials");
  }
}

/** Deletes the session on the server and expires the cookie; harmless when already signed out. */
export async function logout(auth: Auth, requestHeaders: Headers): Promise<string[]> {
  try {
    const { headers } = await auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
    return headers?.getSetCookie() ?? [];
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return [];
    throw error;
  }
}
