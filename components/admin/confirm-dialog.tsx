"use client";
// A modal confirmation on the native <dialog>: focus is trapped, Escape cancels, the page behind is inert.
import { useEffect, useRef } from "react";

type Props = {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
};

export function ConfirmDialog({ open, title, description, confirmLabel, onConfirm, onCancel, busy }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby="confirm-title"
      aria-describedby="confirm-description"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-slate-200 p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id="confirm-title" className="text-lg font-bold">{title}</h2>
      <p id="confirm-description" className="mt-2 text-sm text-slate-700">{description}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={onCancel} className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100">
          Cancel
        </button>
        <button type="button" onClick={onConfirm} disabled={busy} className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60">
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
