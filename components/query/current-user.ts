"use client";
// Who is signed in, as a query of GET /api/session (no user means nobody). Signing in or out writes the answer
// into the cache, so the navigation bar and the shortlist sync follow at once.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { getSession, getUser, postLogout } from "@/lib/api/operations/accounts";
import { queryKeys } from "./api-client";
import { endpoint, type Answer } from "./call-api";

const currentUser = endpoint<typeof getUser>("GET /api/user");
// Asked on every page: it answers a signed-out visitor 200 with no user, so their console shows no failed call.
const session = endpoint<typeof getSession>("GET /api/session");
/** Ends the session; the screens then forget the account (useSetCurrentUser(null)). */
export const logout = endpoint<typeof postLogout>("POST /api/logout");

export type CurrentUser = Answer<typeof getUser>;

export type AuthState = { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: CurrentUser };

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  // A signed-out answer or a failed call both mean: show the signed-out controls.
  return session.call().then(
    (answer) => answer?.user ?? null,
    () => null,
  );
}

export function useCurrentUser(): AuthState {
  const { data, isPending } = useQuery({ queryKey: queryKeys.currentUser, queryFn: fetchCurrentUser, staleTime: Infinity, retry: false });
  if (isPending) return { status: "loading" };
  return data ? { status: "signed-in", user: data } : { status: "signed-out" };
}

export function useSetCurrentUser(): (user: CurrentUser | null) => void {
  const client = useQueryClient();
  return useCallback((user) => client.setQueryData(queryKeys.currentUser, user), [client]);
}
