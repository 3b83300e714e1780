// The session check for gated pages: server components call it themselves, whatever proxy.ts did.
import "server-only";
import { headers } from "next/headers";
import type { PublicUser, Role } from "../accounts/public-user";
import { currentUser } from "./guards";

export async function pageUser(): Promise<PublicUser | null> {
  return currentUser(await headers());
}

/** A back-office page's access: the admin, or the role of whoever was refused (null when signed out). */
export type AdminPageAccess = { admin: PublicUser; role: "admin" } | { admin: null; role: Role | null };

/** The first line of every back-office page; the page then shows its refusal when `admin` is null. */
export async function requireAdminPage(): Promise<AdminPageAccess> {
  const user = await pageUser();
  return user?.role === "admin" ? { admin: user, role: "admin" } : { admin: null, role: user?.role ?? null };
}
