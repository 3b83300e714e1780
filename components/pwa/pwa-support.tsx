"use client";
// Registers the service worker (decision 115) once the page has loaded, and offers installing Outpost once,
// after a worker shows they are coming back: a second visit or a Save. Never on a first load.
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { swipeStore } from "@/lib/swipe-data";
import { installOfferDue, noteVisit, type InstallPromptEvent } from "./install-offer";

const InstallBar = dynamic(() => import("./install-bar"), { ssr: false });

export function PwaSupport() {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    // A refusal (storage off, a browser's private mode) leaves the board as it was, online only.
    const register = () =>
      void Promise.resolve()
        .then(() => navigator.serviceWorker.register("/sw.js"))
        .catch(() => undefined);
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, []);

  useEffect(() => {
    noteVisit();
    let prompt: InstallPromptEvent | null = null;
    const savedAtStart = swipeStore.get().shortlistedJobs.length;
    const consider = () => {
      const saved = swipeStore.get().shortlistedJobs.length > savedAtStart;
      if (prompt && installOfferDue(saved)) setOffer(prompt);
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
  }, []);

  return offer ? <InstallBar prompt={offer} onDone={() => setOffer(null)} /> : null;
}
