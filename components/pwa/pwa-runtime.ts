// The service worker's registration and the install offer's watch, loaded once the page is idle so that
// neither is in any page's first-load script (decision 115).
import { swipeStore } from "@/lib/swipe-data";
import { installOfferDue, noteVisit, type InstallPromptEvent } from "./install-offer";

function registerWorker() {
  if (!("serviceWorker" in navigator)) return;
  // A refusal (storage off, a browser's private mode) leaves the board as it was, online only.
  void Promise.resolve()
    .then(() => navigator.serviceWorker.register("/sw.js"))
    .catch(() => undefined);
}

/** Starts both; `offer` is called with the browser's held install event once a reason to offer it comes. */
export function startPwa(offer: (prompt: InstallPromptEvent) => void): () => void {
  registerWorker();
  noteVisit();
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
  const unsubscribe = swipeStore.subscribe(consider);
  return () => {
    window.removeEventListener("beforeinstallprompt", onPrompt);
    unsubscribe();
  };
}
