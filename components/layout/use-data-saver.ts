"use client";
// Data saver as the browser knows it (decision 114): the switch's cookie, or the browser's own Save-Data
// setting (navigator.connection.saveData, Chromium's). For what is drawn in the browser (swipe's cards, the
// board's further pages); what the server draws follows the same two through proxy.ts.
import { useSyncExternalStore } from "react";
import { DATA_SAVER_COOKIE } from "@/lib/data-saver";

const listeners = new Set<() => void>();

/** Whether data saver is on in this browser now. */
export function dataSaverOn(): boolean {
  const hint = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return hint || document.cookie.split("; ").includes(`${DATA_SAVER_COOKIE}=1`);
}

/** Turns the switch on or off for a year, and tells the screens that read it. */
export function setDataSaver(on: boolean) {
  document.cookie = `${DATA_SAVER_COOKIE}=${on ? "1" : "0"}; path=/; max-age=${on ? 31536000 : 0}; samesite=lax`;
  listeners.forEach((l) => l());
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** On the server (and the first render) data saver is off; images lazy-load, so nothing is fetched before it applies. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, dataSaverOn, () => false);
}

/** Only the switch's own state (the hint cannot be turned off here). */
export const useDataSaverSwitch = () =>
  useSyncExternalStore(
    subscribe,
    () => document.cookie.split("; ").includes(`${DATA_SAVER_COOKIE}=1`),
    () => false,
  );
