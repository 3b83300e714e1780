"use client";
// One saved search's push alerts on this device: "Push alerts on this device" or "Turn off push alerts".
// Only a click asks for permission; the browser code (./push-alerts) is fetched then, not with the page.
import { useState } from "react";
import { failureText } from "../forms/post-json";
import { ACCOUNT_FAILURE } from "./account-card";
import type { TurnOnOutcome } from "./push-alerts";

const EXPLAIN: Record<Exclude<TurnOnOutcome, "on" | { failed: string }>, string> = {
  unsupported: "This browser can't show push alerts.",
  denied:
    "Notifications are blocked for this site. To allow them, open the site settings (the icon beside the address bar), set Notifications to Allow, then try again.",
  dismissed: "Push alerts need your permission. Choose Allow when your browser asks.",
  "no-worker": "Push alerts aren't ready on this page yet. Reload the page and try again.",
};

type Props = { savedSearchId: string; summary: string; on: boolean; onChange: (on: boolean) => void };

export function PushAlertButton({ savedSearchId, summary, on, onChange }: Props) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState("");

  async function toggle() {
    setBusy(true);
    setNote("");
    try {
      const push = await import("./push-alerts");
      if (on) {
        await push.turnOffPush(savedSearchId);
        onChange(false);
        setNote("Push alerts are off on this device.");
      } else {
        const outcome = await push.turnOnPush(savedSearchId);
        if (outcome === "on") {
          onChange(true);
          setNote("Push alerts are on: this device will show new matching jobs.");
        } else setNote(typeof outcome === "object" ? outcome.failed : EXPLAIN[outcome]);
      }
    } catch (error) {
      setNote(failureText(error, ACCOUNT_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="w-full">
      <button
        type="button"
        onClick={toggle}
        disabled={busy}
        aria-pressed={on}
        aria-label={`${on ? "Turn off push alerts" : "Push alerts on this device"} for ${summary}`}
        className="btn-outline"
      >
        {on ? "Turn off push alerts" : "Push alerts on this device"}
      </button>
      <p role="status" className="mt-2 text-sm break-words text-slate-700 empty:hidden">
        {note}
      </p>
    </div>
  );
}
