// Cookies for each kind of caller, so every admin endpoint can be tried by all of them.
import { POST as login } from "@/app/api/login/route";
import { ensureAdmin } from "@/server/accounts/ensure-admin";
import { getAuth } from "@/server/runtime";
import type { Db } from "@/server/db/client";
import { signUp } from "./accounts";
import { call, cookieFrom } from "./http";

export type Callers = { signedOut: string; user: string; employer: string; admin: string };

let n = 0;

export async function signInEveryRole(db: Db): Promise<Callers> {
  const name = `boss${++n}x${Date.now() % 100_000}`;
  await ensureAdmin(db, await getAuth(), { username: name, email: `${name}@outpost.example`, password: "boss-pass" });
  const admin = cookieFrom(await call(login, "/api/login", { body: { username: name, password: "boss-pass" } }));
  return { signedOut: "", user: (await signUp("user")).cookie, employer: (await signUp("employer")).cookie, admin };
}

/** Status codes for [signed out, user, employer] — admins are tested case by case. */
export async function nonAdminStatuses(callers: Callers, send: (cookie: string) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (const cookie of [callers.signedOut, callers.user, callers.employer]) statuses.push((await send(cookie)).status);
  return statuses;
}
