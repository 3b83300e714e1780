"use client";
// 'Report this job' on the job's page: opens the dialog of reasons (a card offers it in its menu). The dialog
// (Radix, with its form) is fetched when a hand or focus reaches for the button, as the share menu is, so the
// job page does not carry it in its first load.
import { lazy, Suspense, useState } from "react";
import { SpriteIcon } from "../icons/sprite-icons";

const loadDialog = () => import("./report-job-dialog");
const ReportJobDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReportJobDialog })));

export function ReportJobButton({ jobId }: { jobId: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex items-center gap-1 text-sm text-slate-700 underline-offset-2 hover:text-red-800 hover:underline"
      >
        <SpriteIcon name="flag" size={14} /> Report this job
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <ReportJobDialog jobId={jobId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
