"use client";
// The one-time offer to install Outpost, near the foot of the screen where a thumb reaches it: above the bar a
// phone keeps a job's Apply in, never over it.
import { useEffect } from "react";
import { Button } from "../ui/button";
import { markInstallOffered, type InstallPromptEvent } from "./install-offer";

export default function InstallBar({ prompt, onDone }: { prompt: InstallPromptEvent; onDone: () => void }) {
  useEffect(markInstallOffered, []);

  async function install() {
    await prompt.prompt().catch(() => undefined);
    onDone();
  }

  return (
    <div
      role="region"
      aria-label="Install Outpost"
      className="fixed inset-x-2 bottom-20 z-40 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-lg sm:inset-x-auto sm:right-4 sm:max-w-sm lg:bottom-4"
    >
      <p className="text-sm text-slate-800">
        <strong>Install Outpost</strong> on this phone: your saved jobs open offline at camp.
      </p>
      <div className="mt-2 flex gap-2">
        <Button size="sm" onClick={install}>
          Install
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          Not now
        </Button>
      </div>
    </div>
  );
}
