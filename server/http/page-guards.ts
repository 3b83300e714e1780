// The session check for gated pages: server components call it themselves, whatever proxy.ts did.
import "server-only";
import { headers } from "next/headers";
import type { PublicUser } from "../accounts/public-user";
import { currentUser } from "./guards";

export async function pageUser(): Promise<PublicUser | null> {
  return currentUser(await headers());
}
