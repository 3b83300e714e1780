"use client";
// Who is signed in, as a query of GET /api/session (no user means nobody; no answer at all means this page cannot
// tell, offline or the server down). Signing in or out writes the answer into the cache, so the navigation bar
// and the shortlist sync follow at once. A page left open learns of a sign-out made elsewhere: another tab
// says so (BroadcastChannel), any call answered 401 reads the session again, and so does coming back to a
// signed-in page; then it says the session ended and offers Sign In back to the same page.
import { useQuery, useQueryClient, type Query, type QueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import type { getSession, getUser, postLogout } from "@/lib/api/operations/accounts";
import { signInHref } from "@/lib/safe-redirect";
import { queryKeys } from "./api-client";
import { endpoint, type Answer } from "./call-api";
import { UNAUTHORIZED_EVENT } from "../forms/post-json";
import { toast } from "../toast/toast-store";

// Asked on every page: it answers a signed-out visitor 200 with no user, so their console shows no failed call.
const session = endpoint<typeof getSession>("GET /api/session");
/** Ends the session; the screens then forget the account (components/auth/use-sign-out). */
export const logout = endpoint<typeof postLogout>("POST /api/logout");

export type CurrentUser = Answer<typeof getUser>;

export type AuthState =
  | { status: "loading" }
  /** No answer (offline, the server down): not known to be signed out, so nothing of the account is dropped. */
  | { status: "unreachable" }
  | { status: "signed-out" }
  | { status: "signed-in"; user: CurrentUser };

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  return (await session.call())?.user ?? null;
}

const userQuery = {
  queryKey: queryKeys.currentUser,
  queryFn: fetchCurrentUser,
  staleTime: Infinity,
  retry: false,
  // A signed-in page seen again asks once more, in case the session ended elsewhere; one with no answer yet
  // asks again (it is stale); a signed-out one asks nothing.
  refetchOnWindowFocus: (query: Query<CurrentUser | null, Error>) =>
    query.state.data ? ("always" as const) : query.state.data === undefined,
} as const;

export function useCurrentUser(): AuthState {
  const { data, isPending, isError } = useQuery(userQuery);
  if (isPending) return { status: "loading" };
  if (data) return { status: "signed-in", user: data };
  return isError && data === undefined ? { status: "unreachable" } : { status: "signed-out" };
}

const cachedUser = (client: QueryClient) => client.getQueryData<CurrentUser | null>(queryKeys.currentUser);

/** Set while this page ends its own session: its screens were told, so no 'session ended' notice. */
let endingHere = false;
/** The session this page had ended without this page ending it (another tab, an expiry). */
let lostHere = false;
export const sessionLostHere = () => lostHere;

const CHANNEL = "outpost-session";
/** Long enough for a screen's own failure message to show first, so the one with Sign In replaces it. */
const AFTER_SCREEN_MS = 250;
let channel: BroadcastChannel | null | undefined;
function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    try {
      channel = new BroadcastChannel(CHANNEL);
    } catch {
      channel = null; // no BroadcastChannel: the 401 and focus checks still find out
    }
  }
  return channel;
}

/** The sign-in screen, brought back here afterwards. */
export const signInHere = () => signInHref(`${window.location.pathname}${window.location.search}`);

function tellSessionEnded() {
  toast({
    title: "Session Expired",
    description: "Please log in again to continue",
    variant: "destructive",
    action: { label: "Sign In", href: signInHere() },
  });
}

export function useSetCurrentUser(): (user: CurrentUser | null) => void {
  const client = useQueryClient();
  return useCallback(
    (user) => {
      endingHere = user === null;
      try {
        client.setQueryData(queryKeys.currentUser, user);
      } finally {
        endingHere = false;
      }
      if (user) lostHere = false;
    },
    [client],
  );
}

/**
 * Keeps this page's idea of who is signed in in step with the browser's session; mounted once (the nav).
 * Every change of the signed-in account is told to the other tabs, which read the session again when they
 * think otherwise; a signed-in user becoming nobody without this page signing out is said, with Sign In.
 */
export function useSessionWatch() {
  const client = useQueryClient();
  useEffect(() => {
    const tabs = sessionChannel();
    let known: string | null | undefined = cachedUser(client) === undefined ? undefined : (cachedUser(client)?.id ?? null);

    const recheck = () => void client.refetchQueries({ queryKey: queryKeys.currentUser, exact: true }).catch(() => undefined);

    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.query.queryHash !== JSON.stringify(queryKeys.currentUser)) return;
      const data = event.query.state.data as CurrentUser | null | undefined;
      if (data === undefined) return;
      const now = data?.id ?? null;
      if (now === known) return;
      const was = known;
      known = now;
      tabs?.postMessage({ userId: now });
      if (was && now === null && !endingHere) {
        lostHere = true;
        tellSessionEnded();
      }
    });

    const onMessage = (event: MessageEvent<{ userId?: unknown }>) => {
      const userId = event.data?.userId;
      if (typeof userId !== "string" && userId !== null) return;
      if (userId !== (cachedUser(client)?.id ?? null)) recheck();
    };
    tabs?.addEventListener("message", onMessage);

    // A call that needed the session was refused (not a wrong password): if this page thought it had one, read
    // it again. A page that had already lost it says so again, once the screen's own message is up.
    const onUnauthorized = (event: Event) => {
      const { response } = (event as CustomEvent<{ response?: Response }>).detail ?? {};
      void (async () => {
        const answer = (await response?.json().catch(() => null)) as { code?: unknown } | null | undefined;
        if (answer?.code && answer.code !== "unauthenticated") return;
        if (cachedUser(client)) recheck();
        else if (lostHere) window.setTimeout(tellSessionEnded, AFTER_SCREEN_MS);
      })();
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);

    // A page opened with no link asks again when the link is back (its query library already counted it online).
    const onOnline = () => {
      if (cachedUser(client) === undefined) recheck();
    };
    window.addEventListener("online", onOnline);

    return () => {
      unsubscribe();
      tabs?.removeEventListener("message", onMessage);
      window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
      window.removeEventListener("online", onOnline);
    };
  }, [client]);
}
