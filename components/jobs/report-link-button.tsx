"use client";
// Report a broken application link from the job's page (a card offers it in its menu).
import { SpriteIcon } from "../icons/sprite-icons";
import { useReport } from "./use-report";

export function ReportLinkButton({ jobId }: { jobId: string }) {
  const [sent, report] = useReport(jobId);
  return (
    <button
      type="button"
      onClick={report}
      disabled={sent}
      className="inline-flex items-center gap-1 text-sm text-slate-700 underline-offset-2 hover:text-red-800 hover:underline disabled:text-green-800"
      aria-live="polite"
    >
      <SpriteIcon name="flag" size={14} /> {sent ? "Report sent!" : "Report broken link"}
    </button>
  );
}
