"use client";
// Report a broken application link; 'Report sent!' shows for 3 s whether or not the call worked.
import { SpriteIcon } from "../icons/sprite-icons";
import { DEFAULT_REPORT_REASON } from "@/lib/broken-links";
import { useFlag } from "../forms/use-flag";

export function ReportLinkButton({ jobId }: { jobId: string }) {
  const [sent, flashSent] = useFlag(3000);

  async function report() {
    flashSent();
    try {
      await fetch("/api/broken-link-reports", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ jobId, reportReason: DEFAULT_REPORT_REASON }),
      });
    } catch (error) {
      console.warn("Report failed", error);
    }
  }

  return (
    <button
      type="button"
      onClick={report}
      disabled={sent}
      className="inline-flex items-center gap-1 text-xs text-slate-600 hover:text-red-700 disabled:text-green-700"
      aria-live="polite"
    >
      <SpriteIcon name="flag" size={12} /> {sent ? "Report sent!" : "Report broken link"}
    </button>
  );
}
