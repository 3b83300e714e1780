// Accounts a test makes for itself, to change or use up without touching the shared admin, seeker and
// employer. Each file registers from a loopback address of its own (registrations are limited per
// client, 10 an hour), so files cannot starve each other of sign-ups whatever order they run in. Each verifies
// its address by the emailed link, as a person does.
import { expect, inject } from "vitest";
import { cookieFrom, uniqueName } from "./client";
import { clientAddress, httpFrom } from "./client-address";
import { verificationToken } from "./verification-link";

export const OWN_PASSWORD = "contract-pass-9";

export type OwnAccount = { id: string; username: string; email: string; cookie: string; user: Record<string, unknown> };

/**
 * Registers a new account from the client named `client` (at most 10 per client), follows its emailed
 * verification link unless `verified` is false, and signs it in.
 */
export async function ownAccount(
  client: string,
  role: "user" | "employer" = "user",
  extra: Record<string, unknown> = {},
  { verified = true }: { verified?: boolean } = {},
): Promise<OwnAccount> {
  const from = clientAddress(client);
  const username = uniqueName(`own_${role}`);
  const email = `${username}@contract.example`;
  const answer = await httpFrom(from, "/api/register", { body: { username, email, password: OWN_PASSWORD, role, ...extra } });
  expect(answer.status, answer.text).toBe(201);
  if (verified) {
    const confirmed = await httpFrom(from, "/api/verify-email", { body: { token: await verificationToken(inject("dataDir"), email) } });
    expect(confirmed.status, confirmed.text).toBe(200);
  }
  const signedIn = await httpFrom(from, "/api/login", { body: { username, password: OWN_PASSWORD } });
  expect(signedIn.status, signedIn.text).toBe(200);
  const user = signedIn.json() as Record<string, unknown>;
  return { id: user.id as string, username, email, cookie: cookieFrom(signedIn), user };
}
