"use client";
// Asks why a job is taken down before it is: the employer reads the reason on My Jobs and in an email.
import { useState } from "react";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";
import { buttonClass } from "../ui/button";

type Props = {
  /** The job to take down, or null when the dialog is closed. */
  jobTitle: string | null;
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

export function TakedownDialog({ jobTitle, busy, onConfirm, onCancel }: Props) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const close = () => {
    setReason("");
    setError("");
    onCancel();
  };
  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!reason.trim()) return setError("Please say why the job is taken down");
    onConfirm(reason.trim());
    setReason("");
    setError("");
  }
  return (
    <Dialog open={jobTitle !== null} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <form onSubmit={submit} noValidate>
          <DialogTitle className="text-lg font-bold">Take Down Job</DialogTitle>
          <DialogDescription className="mt-2 text-sm break-words text-slate-700">
            &lsquo;{jobTitle}&rsquo; leaves the board until an admin lists it again. Its employer is emailed the reason.
          </DialogDescription>
          <label htmlFor="takedown-reason" className="mt-4 block text-sm font-medium">
            Reason
          </label>
          <textarea
            id="takedown-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            maxLength={500}
            placeholder="For example: asks applicants for a fee"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "takedown-reason-error" : undefined}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-base"
          />
          {error && (
            <p id="takedown-reason-error" role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <DialogClose type="button" className={buttonClass({ variant: "secondary" })}>
              Cancel
            </DialogClose>
            <button type="submit" disabled={busy} className={buttonClass({ variant: "danger" })}>
              {busy ? "Working..." : "Take Down"}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
