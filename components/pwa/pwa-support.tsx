"use client";
// Registers the service worker (decision 115) and offers installing Outpost once, after a worker shows they
// are coming back: a second visit or a Save, never on a first load. Both start after the page has loaded:
// the browser only offers installing once a worker is registered, so the offer cannot be missed. The bar's
// code comes once the page is idle, or with the offer if that is sooner, through the idle import rather than
// next/dynamic, whose loader would otherwise be in every page's first-load JS.
import { useEffect, useState } from "react";
import { useIdleImport } from "../ui/use-idle-import";
import type { InstallPromptEvent } from "./install-offer";

const loadInstallBar = () => import("./install-bar");

export function PwaSupport() {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);
  const installBar = useIdleImport(loadInstallBar, offer);

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

  return offer && installBar ? <installBar.default prompt={offer} onDone={() => setOffer(null)} /> : null;
}
