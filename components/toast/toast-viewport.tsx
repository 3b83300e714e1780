"use client";
// The toast viewport: Radix Toast with the spec's numbers (5000 ms, swipe right 50 px, F8, max 420 px).
// Imported by toaster.tsx after the page's first load, or at the first toast if that comes sooner.
import * as Toast from "@radix-ui/react-toast";
import { useSyncExternalStore } from "react";
import { toastStore } from "./toast-store";

export function ToastViewport() {
  const message = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => null);
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {message && (
        <Toast.Root
          key={message.id}
          // A message with a way on stays long enough to take it.
          duration={message.action ? 15_000 : undefined}
          onOpenChange={(open) => !open && toastStore.dismiss()}
          className={`relative rounded-lg border p-4 pr-8 shadow-lg data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${
            message.variant === "destructive" ? "border-red-300 bg-red-50 text-red-900" : "border-slate-200 bg-white text-slate-900"
          }`}
        >
          <Toast.Title className="font-semibold">{message.title}</Toast.Title>
          {message.description && <Toast.Description className="mt-1 text-sm">{message.description}</Toast.Description>}
          {message.action && (
            <Toast.Action altText={message.action.label} asChild>
              <a
                href={message.action.href}
                className="mt-3 inline-block rounded bg-amber-700 px-3 py-2 text-sm font-semibold text-white hover:bg-amber-800"
              >
                {message.action.label}
              </a>
            </Toast.Action>
          )}
          <Toast.Close aria-label="Close" className="absolute top-2 right-2 rounded px-2 text-slate-500 hover:text-slate-900">
            ×
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        hotkey={["F8"]}
        className="fixed right-0 bottom-0 z-50 m-4 flex w-[calc(100%-2rem)] max-w-[420px] flex-col gap-2 outline-none"
      />
    </Toast.Provider>
  );
}
