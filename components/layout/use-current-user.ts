"use client";
// Who is signed in, as the browser learns it from GET /api/user (401 means nobody). One shared store, so
// signing in or out anywhere updates the navigation bar at once.
import { useEffect, useSyncExternalStore } from "react";

export type CurrentUser = {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: "user" | "employer" | "admin";
};

export type AuthState = { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: CurrentUser };

let state: AuthState = { status: "loading" };
let requested = false;
const listeners = new Set<() => void>();

function set(next: AuthState) {
  state = next;
  listeners.forEach((l) => l());
}

export function setCurrentUser(user: CurrentUser | null) {
  set(user ? { status: "signed-in", user } : { status: "signed-out" });
}

export async function refreshCurrentUser(): Promise<void> {
  requested = true;
  try {
    const res = await fetch("/api/user", { credentials: "include", cache: "no-store" });
    setCurrentUser(res.ok ? ((await res.json()) as CurrentUser) : null);
  } catch {
    setCurrentUser(null);
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const loading: AuthState = { status: "loading" };

export function useCurrentUser(): AuthState {
  const current = useSyncExternalStore(subscribe, () => state, () => loading);
  useEffect(() => {
    if (!requested) void refreshCurrentUser();
  }, []);
  return current;
}
