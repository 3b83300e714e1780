"use client";
// Where toasts show. Radix Toast is about 11 KB of script that no first paint needs, so it comes once the page
// is idle, or with the first toast if one is raised before then; that toast is shown when it arrives.
import { useSyncExternalStore } from "react";
import { useIdleImport } from "../ui/use-idle-import";
import { toastStore } from "./toast-store";

const loadViewport = () => import("./toast-viewport");

export function Toaster() {
  const message = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => null);
  const viewport = useIdleImport(loadViewport, message?.id);
  return viewport ? <viewport.ToastViewport /> : null;
}
