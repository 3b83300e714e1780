"use client";
// What this browser keeps of the account it last synced My List with, and how it lets go of it at sign-out.
// Signing out is in three steps (components/auth/use-sign-out): the sync is detached before the call, so
// nothing the call does to storage (its Clear-Site-Data) is read as the person's own change; after the answer
// the account's traces are removed here too, for browsers that do not honour that header.
import { SWIPE_STORAGE_KEY } from "@/lib/swipe-data";
import { clearPendingJob } from "@/lib/pending-job";
import { forgetAccountOutboxes } from "../offline/outbox";

/** Which account this browser's list was last merged with. */
const OWNER_KEY = "outpost_shortlist_owner";

export function readOwner(): string | null {
  try {
    return window.localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

export function writeOwner(userId: string | null) {
  try {
    if (userId) window.localStorage.setItem(OWNER_KEY, userId);
    else window.localStorage.removeItem(OWNER_KEY);
  } catch {
    // storage refused: the next sign-in merges again, which loses nothing
  }
}

let signingOut = false;
const listeners = new Set<() => void>();

/** Set from just before a sign-out call until its answer: the sync records nothing and sends nothing. */
export const signOutStore = {
  get: () => signingOut,
  serverValue: () => false,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  set(value: boolean) {
    signingOut = value;
    listeners.forEach((l) => l());
  },
};

/**
 * Removes the signed-out account's traces: its outbox, the owner mark, My List and the discards (the job ids
 * it saved), and a job on its way to checkout. Every store that reads local storage reads it again.
 */
export function forgetAccountOnDevice() {
  forgetAccountOutboxes();
  writeOwner(null);
  try {
    window.localStorage.removeItem(SWIPE_STORAGE_KEY);
    clearPendingJob();
  } catch {
    // storage refused: nothing of it was kept
  }
  // The same news as another tab's change: the stores on this page (My List, its count) read storage again.
  window.dispatchEvent(new StorageEvent("storage", { key: null }));
}
