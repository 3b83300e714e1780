"use client";
// A modal confirmation on the native <dialog>: focus moves in and back, Escape cancels, the page behind is inert.
import { useEffect, useRef } from "react";

type Props = { open: boolean; title: string; children: React.ReactNode; confirmLabel: string; busy?: boolean; onConfirm: () => void; onCancel: () => void };

export function ConfirmDialog({ open, title, children, confirmLabel, busy, onConfirm, onCancel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="confirm-title"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-lg p-6 shadow-xl backdrop:bg-slate-950/50"
    >
      <h2 id="confirm-title" className="text-lg font-bold">{title}</h2>
      <div className="mt-2 text-sm text-slate-700">{children}</div>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={onCancel} className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-100">Cancel</button>
        <button type="button" onClick={onConfirm} disabled={busy} className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60">
          {busy ? "Working..." : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
