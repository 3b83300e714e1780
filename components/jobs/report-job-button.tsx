"use client";
// 'Report this job' on the job's page: opens the dialog of reasons (a card offers it in its menu).
import { useState } from "react";
import { SpriteIcon } from "../icons/sprite-icons";
import { ReportJobDialog } from "./report-job-dialog";

export function ReportJobButton({ jobId }: { jobId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1 text-sm text-slate-700 underline-offset-2 hover:text-red-800 hover:underline"
      >
        <SpriteIcon name="flag" size={14} /> Report this job
      </button>
      <ReportJobDialog jobId={jobId} open={open} onOpenChange={setOpen} />
    </>
  );
}
