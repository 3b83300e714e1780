"use client";
// Every way out of an account (the nav, the account and post-job screens, the admin gate, deleting the
// account) goes through here, in this order: My List's sync lets go of the account before the call, whose
// Clear-Site-Data empties storage under the page; after the answer the account's traces are removed from this
// browser and every screen, and this browser's other tabs, forget the account.
import { useCallback } from "react";
import { logout, useSetCurrentUser } from "../query/current-user";
import { forgetAccountOnDevice, signOutStore } from "../shortlist/device-account";
import { sendWaiting } from "../offline/outbox";
import { useOutboxOwner } from "../offline/use-outbox-owner";

const FLUSH_MS = 3000;
const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** `end` ends the session (the logout call unless given) and resolves false, or throws, when it did not. */
export function useSignOut(): (end?: () => Promise<unknown>) => Promise<boolean> {
  const setCurrentUser = useSetCurrentUser();
  const owner = useOutboxOwner();
  return useCallback(
    async (end = () => logout.call()) => {
      // What still waits (an application made offline) leaves with this session before sign-out drops the
      // queue; offline, or on a link that never answers, sign-out does not wait for it.
      if (navigator.onLine) await Promise.race([sendWaiting(owner()).catch(() => undefined), wait(FLUSH_MS)]);
      signOutStore.set(true);
      let ended = false;
      try {
        ended = (await end()) !== false;
      } finally {
        if (!ended) signOutStore.set(false);
      }
      if (!ended) return false;
      forgetAccountOnDevice();
      setCurrentUser(null);
      // The screens hear of the change on the query cache's next tick; the sync stays detached until they have.
      window.setTimeout(() => signOutStore.set(false), 0);
      return true;
    },
    [setCurrentUser, owner],
  );
}
