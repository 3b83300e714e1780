// Registering, signing in and out through Better Auth, with the contract's status codes and messages.
import "server-only";
// Better Auth's own check, by name as well as class: the auth instance is created in the instrumentation
// bundle and the route bundles hold another copy of the class, so `instanceof APIError` fails in a build.
import { isAPIError } from "better-auth/api";
import type { LoginInput, RegisterInput } from "@/lib/schemas/auth";
import type { Db } from "../db/client";
import { badRequest, conflict, forbidden, tooManyRequests, unauthorized } from "../http/errors";
import { enforceLimit, forget, hit, takeBack } from "../rate-limit";
import { ACCOUNT_TYPE_FIELD, type Auth } from "./auth";
import { findPublicUser, type PublicUser } from "./public-user";

export type SignedIn = { user: PublicUser; cookies: string[] };

export const INVALID_LOGIN = "Invalid username or password";

// Guessing passwords stops long before 40 tries, whichever way it is spread.
const LOGIN_WINDOW_S = 15 * 60;
export const LOGIN_FAILURES_PER_USERNAME = 10;
export const LOGIN_FAILURES_PER_IP = 30;
export const REGISTRATIONS_PER_IP_PER_HOUR = 10;

function displayName(input: RegisterInput): string {
  return [input.firstName, input.lastName].filter(Boolean).join(" ") || input.username;
}

async function signedIn(db: Db, userId: string, headers: Headers | null): Promise<SignedIn> {
  const user = await findPublicUser(db, userId);
  if (!user) throw unauthorized();
  return { user, cookies: headers?.getSetCookie() ?? [] };
}

export async function register(db: Db, auth: Auth, input: RegisterInput, requestHeaders: Headers, ipHash: string): Promise<SignedIn> {
  await enforceLimit(db, `register:ip:${ipHash}`, REGISTRATIONS_PER_IP_PER_HOUR, 3600);
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
    const { headers, response } = await auth.api.signUpEmail({ body, headers: requestHeaders, returnHeaders: true });
    return signedIn(db, response.user.id, headers);
  } catch (error) {
    throw registrationError(error);
  }
}

function registrationError(error: unknown): unknown {
  if (!isAPIError(error)) return error;
  const code = (error.body as { code?: string } | undefined)?.code ?? "";
  if (code.startsWith("USER_ALREADY_EXISTS")) return conflict("An account with this email already exists");
  if (code === "USERNAME_IS_ALREADY_TAKEN") return conflict("Username is already taken");
  if (error.statusCode < 500) return badRequest(error.body?.message ?? "Registration failed");
  return error;
}

export async function login(db: Db, auth: Auth, input: LoginInput, requestHeaders: Headers, ipHash: string): Promise<SignedIn> {
  const userKey = `login-fail:user:${input.username.toLowerCase()}`;
  const ipKey = `login-fail:ip:${ipHash}`;
  // Each attempt is counted before the password is checked, so parallel guesses cannot all slip through;
  // a successful one is taken back off both counters.
  const userTries = await hit(db, userKey, LOGIN_WINDOW_S);
  const ipTries = await hit(db, ipKey, LOGIN_WINDOW_S);
  if (userTries > LOGIN_FAILURES_PER_USERNAME || ipTries > LOGIN_FAILURES_PER_IP) {
    throw tooManyRequests("Too many failed sign-in attempts. Please wait 15 minutes and try again.");
  }
  try {
    const { headers, response } = await auth.api.signInUsername({
      body: { username: input.username, password: input.password },
      headers: requestHeaders,
      returnHeaders: true,
    });
    await forget(db, userKey);
    await takeBack(db, ipKey);
    return signedIn(db, response.user.id, headers);
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const code = (error.body as { code?: string } | undefined)?.code;
    if (code === "ACCOUNT_DISABLED" || code === "BANNED_USER") throw forbidden(error.body?.message ?? "Account disabled");
    // The same answer whether the username is unknown, malformed or the password wrong.
    throw unauthorized(INVALID_LOGIN);
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
