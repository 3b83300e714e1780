"use client";
// A confirmation before something that cannot be taken back: Cancel, Escape or a click outside cancels.
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "./dialog";
import { buttonClass } from "./button";

type Props = {
  open: boolean;
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({ open, title, children, confirmLabel, busy, onConfirm, onCancel }: Props) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent>
        <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
        <DialogDescription asChild>
          <div className="mt-2 text-sm text-slate-700">{children}</div>
        </DialogDescription>
        <div className="mt-6 flex justify-end gap-3">
          <DialogClose className={buttonClass({ variant: "secondary" })}>Cancel</DialogClose>
          <button type="button" onClick={onConfirm} disabled={busy} className={buttonClass({ variant: "danger" })}>
            {busy ? "Working..." : confirmLabel}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
