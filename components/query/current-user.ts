"use client";
// Who is signed in, as a query of GET /api/user (401 means nobody). Signing in or out writes the answer
// into the cache, so the navigation bar and the shortlist sync follow at once.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { getUser, postLogout } from "@/lib/api/operations/accounts";
import { queryKeys } from "./api-client";
import { endpoint, type Answer } from "./call-api";

const currentUser = endpoint<typeof getUser>("GET /api/user");
/** Ends the session; the screens then forget the account (useSetCurrentUser(null)). */
export const logout = endpoint<typeof postLogout>("POST /api/logout");

export type CurrentUser = Answer<typeof getUser>;

export type AuthState = { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: CurrentUser };

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  // A signed-out answer or a failed call both mean: show the signed-out controls.
  return currentUser.call().catch(() => null);
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
