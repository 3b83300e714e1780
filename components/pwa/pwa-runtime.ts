// The service worker's registration and the install offer's watch, loaded once the page is idle so that
// neither is in any page's first-load script (decision 115).
import { PAGE_CACHE } from "@/lib/offline/cache-names";
import { swipeStore } from "@/lib/swipe-data";
import { installOfferDue, noteVisit, type InstallPromptEvent } from "./install-offer";

function registerWorker() {
  if (!("serviceWorker" in navigator)) return;
  // A refusal (storage off, a browser's private mode) leaves the board as it was, online only.
  void Promise.resolve()
    .then(() => navigator.serviceWorker.register("/sw.js"))
    .catch(() => undefined);
}

/**
 * A saved job is read offline whether or not it was opened: its page is kept soon after it is saved, and any
 * saved while offline at the next start. Only where a worker controls the page (else nothing reads the cache).
 */
async function keepSavedJobPages() {
  if (!("caches" in window) || !navigator.onLine || !navigator.serviceWorker?.controller) return;
  const cache = await caches.open(PAGE_CACHE);
  for (const id of swipeStore.get().shortlistedJobs) {
    const path = `/job/${id}`;
    if (!(await cache.match(path))) await cache.add(path).catch(() => undefined);
  }
}

/**
 * Starts the worker, the saved jobs' pages and the install watch; `offer` is called with the browser's held
 * install event once a reason to offer it comes.
 */
export function startPwa(offer: (prompt: InstallPromptEvent) => void): () => void {
  registerWorker();
  noteVisit();
  // Once the page is idle: fetching a job page must not compete with the swipe that saved it.
  let queued = false;
  const keep = () => {
    if (queued) return;
    queued = true;
    const run = () => {
      queued = false;
      void keepSavedJobPages().catch(() => undefined);
    };
    if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 1000);
  };
  keep();
  window.addEventListener("online", keep);
  let prompt: InstallPromptEvent | null = null;
  const savedAtStart = swipeStore.get().shortlistedJobs.length;
  const consider = () => {
    const saved = swipeStore.get().shortlistedJobs.length > savedAtStart;
    if (prompt && installOfferDue(saved)) offer(prompt);
  };
  const onPrompt = (event: Event) => {
    // The browser's own mini-bar would come on the first visit: ours waits for a reason.
    event.preventDefault();
    prompt = event as InstallPromptEvent;
    consider();
  };
  window.addEventListener("beforeinstallprompt", onPrompt);
  const unsubscribe = swipeStore.subscribe(() => {
    consider();
    keep();
  });
  return () => {
    window.removeEventListener("beforeinstallprompt", onPrompt);
    window.removeEventListener("online", keep);
    unsubscribe();
  };
}
