"use client";
// My List's sync (shortlist-sync.tsx), with the outbox it sends through, draws nothing: it comes once the page
// is idle, or at the first change to the list if that is sooner (decision 092). It is handed the list as the
// page loaded it, so a change made before it came is counted as this browser's own, not taken for the account's.
import { useEffect, useState } from "react";
import { swipeStore } from "@/lib/swipe-data";
import { useIdleImport } from "../ui/use-idle-import";

const loadSync = () => import("./shortlist-sync");

export function ShortlistSyncLoader() {
  // Read once, on the first render in the browser; nothing is drawn from it, so hydration is not concerned.
  const [listAtLoad] = useState(() => (typeof window === "undefined" ? null : swipeStore.get().shortlistedJobs));
  const [changed, setChanged] = useState(false);
  useEffect(() => swipeStore.subscribe(() => setChanged(true)), []);
  const sync = useIdleImport(loadSync, changed);
  return sync ? <sync.ShortlistSync listAtLoad={listAtLoad} /> : null;
}
