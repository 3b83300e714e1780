"use client";
// Report a broken application link from the job's page (a card offers it in its menu). It sits near Apply
// Now, so one tap never sends: it asks first, in place, and after sending offers Undo for a few seconds,
// which withdraws the report on the server. Focus follows each step, so a keyboard is never dropped.
import { useEffect, useRef, useState } from "react";
import { SpriteIcon } from "../icons/sprite-icons";
import { useSendReport, withdrawReport } from "./use-report";

/** Long enough to reach Undo on a phone after reading 'Report sent!'. */
export const UNDO_MS = 5000;
/** How long 'Report withdrawn' stays before the button comes back. */
const WITHDRAWN_MS = 3000;

type Step = "idle" | "asking" | "sent" | "withdrawn";

const link =
  "inline-flex items-center gap-1 text-sm text-slate-700 underline underline-offset-2 hover:text-red-800 focus-visible:text-red-800";

export function ReportLinkButton({ jobId }: { jobId: string }) {
  const [step, setStep] = useState<Step>("idle");
  const send = useSendReport(jobId);
  // The stored report once the server answers (null when it was kept for later or failed), and whether
  // Undo was pressed before that answer came.
  const sent = useRef<Promise<string | null> | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLSpanElement>(null);
  const [undoable, setUndoable] = useState(true);
  // Set when a step is left with focus inside: the next step's first control (or its status) takes it.
  const follow = useRef(false);

  function go(next: Step) {
    follow.current = Boolean(box.current?.contains(document.activeElement));
    setStep(next);
  }

  useEffect(() => {
    if (!follow.current) return;
    follow.current = false;
    (main.current ?? status.current)?.focus();
  }, [step, undoable]);

  useEffect(() => {
    if (step !== "sent" && step !== "withdrawn") return;
    const timer = setTimeout(
      () => {
        follow.current = Boolean(box.current?.contains(document.activeElement));
        setStep("idle");
      },
      step === "sent" ? UNDO_MS : WITHDRAWN_MS,
    );
    return () => clearTimeout(timer);
  }, [step]);

  function confirm() {
    setUndoable(true);
    const call = send();
    sent.current = call;
    go("sent");
    // Kept for later (no link) or refused: there is nothing on the server to take back.
    void call.then((id) => {
      if (id || sent.current !== call) return;
      follow.current = Boolean(box.current?.contains(document.activeElement));
      setUndoable(false);
    });
  }

  async function undo() {
    const call = sent.current;
    sent.current = null;
    go("withdrawn");
    const id = await call;
    if (id) await withdrawReport(id).catch((error: unknown) => console.warn("Withdrawing the report failed", error));
  }

  return (
    <div ref={box} className="inline-flex flex-wrap items-center gap-x-3 gap-y-2">
      <span ref={status} tabIndex={-1} role="status" className="text-sm font-medium text-green-800 outline-none empty:hidden">
        {step === "sent" ? "Report sent!" : step === "withdrawn" ? "Report withdrawn" : ""}
      </span>
      {step === "idle" && (
        <button ref={main} type="button" onClick={() => go("asking")} className={link}>
          <SpriteIcon name="flag" size={14} /> Report broken link
        </button>
      )}
      {step === "asking" && (
        <>
          <span id={`report-link-${jobId}`} className="text-sm text-slate-800">
            Is the application link broken?
          </span>
          <button
            ref={main}
            type="button"
            onClick={confirm}
            aria-describedby={`report-link-${jobId}`}
            className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            Send report
          </button>
          <button
            type="button"
            onClick={() => go("idle")}
            className="rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            Cancel
          </button>
        </>
      )}
      {step === "sent" && undoable && (
        <button
          ref={main}
          type="button"
          onClick={() => void undo()}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          Undo
        </button>
      )}
    </div>
  );
}
