"use client";
// Keeps a signed-in user's My List on the server (docs/decisions/044, 114). The first time a browser meets an
// account, its list and the account's are merged (nothing lost either way); after that the account's list
// is the truth. This browser's changes go through the outbox (components/offline/outbox.ts), so a Save made
// with no link is kept and sent, in order, when the link is back. The account's list is read again when the
// page is seen again and every few seconds while it is in view, so a Save made on another device shows here
// without a reload. Signed out, the list stays in this browser; reports made offline are sent all the same.
//
// A page opened with no link cannot ask who is signed in: it keeps syncing for the account this browser last
// synced with (the owner mark), so what is changed there waits in that account's outbox and leaves when the
// link is back. The owner mark is also what tells a change from a wipe: with it gone (a sign-out here or in
// another tab cleared storage), nothing is read as the person removing their jobs.
import { useEffect, useReducer, useRef, useSyncExternalStore } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { OutboxItem } from "@/lib/outbox";
import { replaceShortlist, swipeStore, updateSwipeData } from "@/lib/swipe-data";
import type { getUserShortlist, postUserShortlist } from "@/lib/api/operations/accounts";
import { endpoint } from "../query/call-api";
import { queryKeys } from "../query/api-client";
import { sessionLostHere, signInHere, useCurrentUser } from "../query/current-user";
import { addChange, sendWaiting, VISITOR, waitingChanges } from "../offline/outbox";
import { dataSaverOn } from "../layout/use-data-saver";
import { toast } from "../toast/toast-store";
import { readOwner, signOutStore, writeOwner } from "./device-account";

const readShortlist = endpoint<typeof getUserShortlist>("GET /api/user/shortlist");
const mergeShortlist = endpoint<typeof postUserShortlist>("POST /api/user/shortlist");

/** How often the account's list is read while the page is in view: inside the 10 s a Save may take to show elsewhere. */
const REREAD_MS = 5000;

/** The account's list as it will be once this browser's waiting changes have been sent. */
function withWaiting(ids: string[], waiting: OutboxItem[]): string[] {
  let list = [...ids];
  for (const item of waiting) {
    if (item.kind === "save" && !list.includes(item.jobId)) list.push(item.jobId);
    if (item.kind === "unsave") list = list.filter((id) => id !== item.jobId);
  }
  return list;
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

function tellDropped(items: OutboxItem[]) {
  const reports = items.filter((i) => i.kind === "report").length;
  toast({
    title: reports ? "A report made offline could not be sent" : "A change made offline could not be kept",
    description: "The job is no longer listed.",
    variant: "destructive",
  });
}

/** Sends what waits for this owner (and any reports made signed out); resolves to how many still wait. */
async function sendAll(owner: string): Promise<number> {
  if (!navigator.onLine) return waitingChanges(owner).length;
  const waiting = await sendWaiting(owner, tellDropped);
  if (owner !== VISITOR) await sendWaiting(VISITOR, tellDropped);
  return waiting;
}

/**
 * Calls `run` when the link comes back, when the page is seen again, and every REREAD_MS while it is seen,
 * but for data saver, where a worker has asked for no traffic they did not cause.
 */
function whenWorthTrying(run: () => void): () => void {
  const onVisible = () => {
    if (document.visibilityState === "visible") run();
  };
  const timer = window.setInterval(() => {
    if (!dataSaverOn()) onVisible();
  }, REREAD_MS);
  window.addEventListener("online", run);
  window.addEventListener("focus", run);
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener("online", run);
    window.removeEventListener("focus", run);
    document.removeEventListener("visibilitychange", onVisible);
  };
}

/** A Save on a page whose session ended elsewhere is kept here; the person is offered the way back to the account. */
function offerSignInOnSave(before: string[]): () => void {
  return swipeStore.subscribe(() => {
    const now = swipeStore.get().shortlistedJobs;
    const saved = now.some((id) => !before.includes(id));
    before = now;
    if (!saved || !sessionLostHere()) return;
    toast({
      title: "Please Sign In",
      description: "Saved on this device. Sign in to keep it in your account's list.",
      action: { label: "Sign In", href: signInHere() },
    });
  });
}

/**
 * `listAtLoad`: the list as the page loaded it, when this code came later (shortlist-sync-loader); the first
 * sync starts from it, so what changed since is sent as this browser's changes.
 */
export function ShortlistSync({ listAtLoad = null }: { listAtLoad?: string[] | null }) {
  const auth = useCurrentUser();
  const firstList = useRef(listAtLoad);
  const client = useQueryClient();
  const signingOut = useSyncExternalStore(signOutStore.subscribe, signOutStore.get, signOutStore.serverValue);
  const [attempt, startAgain] = useReducer((n: number) => n + 1, 0);
  // With no answer about the session, the account this browser last synced with (none if it never did).
  const userId = auth.status === "signed-in" ? auth.user.id : auth.status === "unreachable" ? readOwner() : null;
  const waiting = auth.status === "loading" || (auth.status === "unreachable" && !userId) || signingOut;

  useEffect(() => {
    if (waiting) return;
    const atStart = firstList.current ?? swipeStore.get().shortlistedJobs;
    firstList.current = null;
    if (!userId) {
      writeOwner(null);
      const run = () => void sendAll(VISITOR).catch(() => undefined);
      run();
      const stopTrying = whenWorthTrying(run);
      const stopOffering = offerSignInOnSave(atStart);
      return () => {
        stopTrying();
        stopOffering();
      };
    }
    const owner = userId;
    let stopped = false;
    let synced: string[] | null = null; // the list as the server has it (or will, once the outbox is sent)
    let starting: Promise<void> | null = null;
    let reading = false;
    const firstMeeting = readOwner() !== owner;
    // Opened with no link: the list at start is the account's as last synced, and changes from it are kept.
    if (auth.status === "unreachable") synced = atStart;

    /** Still this account's list: not signing out, and the owner mark not wiped or taken by another account. */
    const stillOurs = () => {
      if (stopped || signOutStore.get()) return false;
      if (readOwner() === owner) return true;
      stopped = true;
      // Storage was cleared under this page (a sign-out elsewhere) or another account synced: ask who it is,
      // then start again for whoever that is (a first meeting, which loses nothing, if it is still this one).
      void client
        .refetchQueries({ queryKey: queryKeys.currentUser, exact: true })
        .catch(() => undefined)
        .finally(startAgain);
      return false;
    };

    // Each change becomes outbox items, in the order made; the outbox folds a Save and its unsave together.
    const record = (now: string[]) => {
      if (!stillOurs()) return;
      const before = synced ?? [];
      synced = now;
      const added = now.filter((id) => !before.includes(id));
      const removed = before.filter((id) => !now.includes(id));
      for (const jobId of added) addChange(owner, { kind: "save", jobId });
      for (const jobId of removed) addChange(owner, { kind: "unsave", jobId });
      if (added.length || removed.length) void sendAll(owner).catch(() => undefined);
    };

    const start = async () => {
      const { ids } = firstMeeting ? await mergeShortlist.call({ body: { ids: atStart } }) : await readShortlist.call();
      if (stopped || signOutStore.get()) return;
      writeOwner(owner);
      // What changed here while the account's list was on its way (or the link was down) is kept too.
      const now = swipeStore.get().shortlistedJobs;
      const added = now.filter((id) => !atStart.includes(id) && !ids.includes(id));
      const removed = firstMeeting ? [] : atStart.filter((id) => !now.includes(id));
      synced = withWaiting(ids, waitingChanges(owner));
      // Setting the list records the difference from `synced` as outbox items (the subscription below).
      updateSwipeData((d) =>
        replaceShortlist(d, [...synced!.filter((id) => !removed.includes(id)), ...added.filter((id) => !synced!.includes(id))]),
      );
      await sendAll(owner);
    };

    // Sends what waits, then, with nothing left waiting, takes the account's list as the truth.
    const refresh = async () => {
      if (stopped || !navigator.onLine) return;
      if (synced === null) {
        starting ??= start().finally(() => (starting = null));
        return starting;
      }
      if (reading || !stillOurs()) return;
      reading = true;
      try {
        if ((await sendAll(owner)) > 0) return;
        const localBefore = swipeStore.get().shortlistedJobs;
        const { ids } = await readShortlist.call();
        // A change made while the answer was on its way wins; the next pass reads again.
        if (!stillOurs() || swipeStore.get().shortlistedJobs !== localBefore) return;
        const next = withWaiting(ids, waitingChanges(owner));
        if (sameList(next, synced ?? []) && sameList(next, localBefore)) return;
        synced = next;
        updateSwipeData((d) => replaceShortlist(d, next));
      } finally {
        reading = false;
      }
    };
    const run = () => void refresh().catch(() => undefined);

    const unsubscribe = swipeStore.subscribe(() => {
      if (synced !== null) record(swipeStore.get().shortlistedJobs);
    });
    run();
    const stopTrying = whenWorthTrying(run);
    return () => {
      stopped = true;
      unsubscribe();
      stopTrying();
    };
    // The effect is for one owner: the session's answer arriving for the same account keeps it running.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, userId, client, attempt]);

  return null;
}
