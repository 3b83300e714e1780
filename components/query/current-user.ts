"use client";
// Who is signed in, as a query of GET /api/user (401 means nobody). Signing in or out writes the answer
// into the cache, so the navigation bar and the shortlist sync follow at once.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { queryKeys } from "./api-client";

export type CurrentUser = {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: "user" | "employer" | "admin";
};

export type AuthState = { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: CurrentUser };

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  // A signed-out answer or a failed call both mean: show the signed-out controls.
  try {
    const res = await fetch("/api/user", { credentials: "include", cache: "no-store" });
    return res.ok ? ((await res.json()) as CurrentUser) : null;
  } catch {
    return null;
  }
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
