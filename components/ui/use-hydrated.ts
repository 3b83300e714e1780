"use client";
// False in the server's HTML and the render that hydrates it, true once this component runs in the browser:
// for controls that are drawn from the HTML before their script can answer them.
import { useSyncExternalStore } from "react";

const never = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
