"use client";
// Asks why a job is taken down before it is: the employer reads the reason on My Jobs and in an email.
import { TakedownReason } from "./takedown-reason";
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
          <TakedownReason
            id="takedown-reason"
            value={reason}
            onChange={setReason}
            error={error}
            placeholder="For example: asks applicants for a fee"
          />
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
