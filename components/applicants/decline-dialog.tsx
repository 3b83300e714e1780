"use client";
// Declining an applicant: an optional message to them, started from one of a few short templates the
// employer may edit, or left empty. Cancel, Escape or a click outside leaves the application as it was.
import { useState } from "react";
import { DECLINE_TEMPLATES, MAX_DECLINE_MESSAGE_CHARS } from "@/lib/schemas/applicant-inbox";
import { buttonClass } from "../ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";

type Props = {
  name: string | null;
  busy: boolean;
  onDecline: (message: string) => void;
  onCancel: () => void;
};

const TEMPLATE_LABELS = ["Closer fit chosen", "Role filled", "More experience"];

export function DeclineDialog({ name, busy, onDecline, onCancel }: Props) {
  const [message, setMessage] = useState<string>(DECLINE_TEMPLATES[0]);
  return (
    <Dialog open={name !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogTitle className="text-lg font-bold">Decline {name}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-700">
          They will see your message in their applications. Pick a start, change it, or clear it to send none.
        </DialogDescription>
        <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Message templates">
          {DECLINE_TEMPLATES.map((text, i) => (
            <button
              key={text}
              type="button"
              aria-pressed={message === text}
              onClick={() => setMessage(text)}
              className={buttonClass({ variant: message === text ? "primary" : "secondary", size: "xs" })}
            >
              {TEMPLATE_LABELS[i]}
            </button>
          ))}
        </div>
        <label htmlFor="decline-message" className="mt-3 block text-sm font-medium text-slate-800">
          Message (optional)
        </label>
        <textarea
          id="decline-message"
          value={message}
          maxLength={MAX_DECLINE_MESSAGE_CHARS}
          onChange={(e) => setMessage(e.target.value)}
          rows={4}
          className="mt-1 w-full rounded-md border border-slate-300 p-2 text-sm"
        />
        <div className="mt-4 flex justify-end gap-3">
          <DialogClose className={buttonClass({ variant: "secondary" })}>Cancel</DialogClose>
          <button type="button" disabled={busy} onClick={() => onDecline(message)} className={buttonClass({ variant: "danger" })}>
            {busy ? "Declining..." : "Decline"}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
