"use client";
// Registers the service worker (decision 115) and offers installing Outpost once, after a worker shows they
// are coming back: a second visit or a Save, never on a first load. Both start after the page has loaded:
// the browser only offers installing once a worker is registered, so the offer cannot be missed.
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import type { InstallPromptEvent } from "./install-offer";

const InstallBar = dynamic(() => import("./install-bar"), { ssr: false });

export function PwaSupport() {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    const start = () =>
      void import("./pwa-runtime").then(({ startPwa }) => {
        if (!stopped) stop = startPwa(setOffer);
      });
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      stopped = true;
      window.removeEventListener("load", start);
      stop?.();
    };
  }, []);

  return offer ? <InstallBar prompt={offer} onDone={() => setOffer(null)} /> : null;
}
