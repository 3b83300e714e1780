"use client";
// Keeps a signed-in user's My List on the server (docs/decisions/044). The first time a browser meets an
// account, its list and the account's are merged (nothing lost either way); after that the account's list
// is the truth, and this browser's changes are sent as they happen. Signed out, nothing changes.
import { useEffect } from "react";
import { replaceShortlist, swipeStore, updateSwipeData } from "@/lib/swipe-data";
import type { deleteUserShortlistId, getUserShortlist, postUserShortlist } from "@/lib/api/operations/accounts";
import { endpoint } from "../query/call-api";
import { useCurrentUser } from "../query/current-user";

const readShortlist = endpoint<typeof getUserShortlist>("GET /api/user/shortlist");
const mergeShortlist = endpoint<typeof postUserShortlist>("POST /api/user/shortlist");
const dropFromShortlist = endpoint<typeof deleteUserShortlistId>("DELETE /api/user/shortlist/{id}");

/** Which account this browser's list was last merged with. */
const OWNER_KEY = "outpost_shortlist_owner";

function readOwner(): string | null {
  try {
    return window.localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

function writeOwner(userId: string | null) {
  try {
    if (userId) window.localStorage.setItem(OWNER_KEY, userId);
    else window.localStorage.removeItem(OWNER_KEY);
  } catch {
    // storage refused: the next sign-in merges again, which loses nothing
  }
}

export function ShortlistSync() {
  const auth = useCurrentUser();
  const userId = auth.status === "signed-in" ? auth.user.id : null;
  const loading = auth.status === "loading";

  useEffect(() => {
    if (loading) return;
    if (!userId) return writeOwner(null);
    let stopped = false;
    let synced: string[] | null = null; // the list as the server has it, once known
    const atStart = swipeStore.get().shortlistedJobs;
    const firstMeeting = readOwner() !== userId;

    const send = (now: string[]) => {
      const before = synced ?? [];
      synced = now;
      const added = now.filter((id) => !before.includes(id));
      if (added.length) void mergeShortlist.call({ body: { ids: added } }).catch(() => undefined);
      for (const id of before.filter((x) => !now.includes(x))) void dropFromShortlist.call({ params: { id } }).catch(() => undefined);
    };

    (async () => {
      const { ids } = firstMeeting ? await mergeShortlist.call({ body: { ids: atStart } }) : await readShortlist.call();

      if (stopped) return;
      writeOwner(userId);
      // Anything shortlisted here while the account's list was on its way is kept too.
      const addedMeanwhile = swipeStore.get().shortlistedJobs.filter((id) => !atStart.includes(id) && !ids.includes(id));
      synced = ids;
      updateSwipeData((d) => replaceShortlist(d, [...ids, ...addedMeanwhile]));
    })().catch(() => undefined);

    const unsubscribe = swipeStore.subscribe(() => {
      if (synced !== null) send(swipeStore.get().shortlistedJobs);
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [loading, userId]);

  return null;
}
