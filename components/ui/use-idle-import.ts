// Code the first paint does not need (the toast viewport, the web-vitals reporter): kept out of a page's
// first-load JS and its hydration, imported once the browser is idle after loading, so it is ready before it
// is likely wanted; or at once when something needs it sooner (decision 092).
import { useEffect, useState } from "react";

/**
 * The module `load` brings, or null until it has come. `neededNow`: a truthy value imports it without waiting
 * for idle, and a new one tries again after a failed import (offline at the time, say).
 * `load` must be one function for the component's life: a module-level `() => import("…")`.
 */
export function useIdleImport<T>(load: () => Promise<T>, neededNow?: unknown): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    const start = () =>
      load().then(
        (m) => live && setLoaded(() => m),
        () => {}, // Not reachable now: the next need tries again.
      );
    let cancel = () => {};
    if (neededNow) {
      void start();
    } else if (typeof requestIdleCallback === "undefined") {
      // Safari has no requestIdleCallback: a moment after hydration is near enough there.
      const timer = setTimeout(start, 1000);
      cancel = () => clearTimeout(timer);
    } else {
      const idle = requestIdleCallback(start, { timeout: 5000 });
      cancel = () => cancelIdleCallback(idle);
    }
    return () => {
      live = false;
      cancel();
    };
  }, [load, loaded, neededNow]);
  return loaded;
}
