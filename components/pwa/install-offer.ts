// When Outpost offers to be installed: once per browser, and only after a second visit or a Save.

/** Chromium's event (not in the DOM typings): it holds the browser's install dialog until asked. */
export type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: "accepted" | "dismissed" }> };

const VISITS_KEY = "outpost_visits";
const OFFERED_KEY = "outpost_install_offered";
const VISIT_MARK = "outpost_visit_counted";

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value);
  } catch {
    // storage refused: the offer is simply not made, which is the safe side
  }
}

/** Counts this browser session as one visit, however many pages it opens. */
export function noteVisit() {
  if (read(() => sessionStorage, VISIT_MARK)) return;
  write(() => sessionStorage, VISIT_MARK, "1");
  write(() => localStorage, VISITS_KEY, String(Number(read(() => localStorage, VISITS_KEY) ?? 0) + 1));
}

export function installOfferDue(savedThisVisit: boolean): boolean {
  if (read(() => localStorage, OFFERED_KEY)) return false;
  return savedThisVisit || Number(read(() => localStorage, VISITS_KEY) ?? 0) >= 2;
}

/** Called once the offer is shown: it is never made again in this browser, whatever the answer. */
export function markInstallOffered() {
  write(() => localStorage, OFFERED_KEY, new Date().toISOString());
}
