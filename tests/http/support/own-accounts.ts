// Accounts a test makes for itself, to change or use up without touching the shared admin, seeker and
// employer. Each file registers from a loopback address of its own (registrations are limited per
// client, 10 an hour), so files cannot starve each other of sign-ups whatever order they run in.
import { expect } from "vitest";
import { cookieFrom, uniqueName } from "./client";
import { clientAddress, httpFrom } from "./client-address";

export const OWN_PASSWORD = "contract-pass-9";

export type OwnAccount = { id: string; username: string; email: string; cookie: string; user: Record<string, unknown> };

/** Registers and signs in a new account from the client named `client` (at most 10 per client). */
export async function ownAccount(
  client: string,
  role: "user" | "employer" = "user",
  extra: Record<string, unknown> = {},
): Promise<OwnAccount> {
  const username = uniqueName(`own_${role}`);
  const email = `${username}@contract.example`;
  const answer = await httpFrom(clientAddress(client), "/api/register", {
    body: { username, email, password: OWN_PASSWORD, role, ...extra },
  });
  expect(answer.status, answer.text).toBe(201);
  const user = answer.json() as Record<string, unknown>;
  return { id: user.id as string, username, email, cookie: cookieFrom(answer), user };
}
