// A form's answer in words: a polite status when it worked, an alert when it did not.
import type { Outcome } from "./use-submit";

export function OutcomeNote({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <p
      role={outcome.ok ? "status" : "alert"}
      className={`rounded-md px-3 py-2 text-sm ${outcome.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`}
    >
      {outcome.text}
    </p>
  );
}
