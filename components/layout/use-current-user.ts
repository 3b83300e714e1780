"use client";
// Who is signed in, as the browser learns it from GET /api/user (401 means nobody).
import { useEffect, useState } from "react";

export type CurrentUser = {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: "user" | "employer" | "admin";
};

export type AuthState = { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: CurrentUser };

export function useCurrentUser(): [AuthState, (state: AuthState) => void] {
  const [state, setState] = useState<AuthState>({ status: "loading" });
  useEffect(() => {
    let live = true;
    fetch("/api/user", { credentials: "include" })
      .then(async (res) => (res.ok ? ({ status: "signed-in", user: await res.json() } as const) : ({ status: "signed-out" } as const)))
      .catch(() => ({ status: "signed-out" }) as const)
      .then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, []);
  return [state, setState];
}
