"use client";
// Report a job with a reason: a scam sign (money or bank details asked for, misleading pay), a duplicate,
// a filled post, a broken link, or something else in the reporter's own words. The server's refusal (too
// many reports from this client) is shown; a sent report says so and the dialog closes. With no link, the
// report waits in the outbox (decision 114) and the dialog says it will be sent when the link is back.
import { useState } from "react";
import type { postBrokenLinkReports } from "@/lib/api/operations/jobs";
import { REPORT_DETAILS_MAX, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from "@/lib/report-reasons";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog";
import { endpoint } from "../query/call-api";
import { failureText } from "../forms/post-json";
import { addChange, isOfflineFailure } from "../offline/outbox";
import { useOutboxOwner } from "../offline/use-outbox-owner";

const reportJob = endpoint<typeof postBrokenLinkReports>("POST /api/broken-link-reports");

type Props = { jobId: string; open: boolean; onOpenChange: (open: boolean) => void };

export function ReportJobDialog({ jobId, open, onOpenChange }: Props) {
  // Nothing is chosen for the reporter: a preset reason would be sent by anyone who did not look.
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<"idle" | "sending" | "sent" | "queued">("idle");
  const owner = useOutboxOwner();
  const detailsRequired = reason === "other";

  function closeSoon() {
    setTimeout(() => {
      onOpenChange(false);
      setState("idle");
      setDetails("");
    }, 3000);
  }

  /** Kept for later under whoever is signed in now, so it goes with the same session (and is deduplicated). */
  function keepForLater(chosen: ReportReason) {
    addChange(owner(), { kind: "report", jobId, reason: chosen, ...(details.trim() ? { details: details.trim() } : {}) });
    setState("queued");
    closeSoon();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!reason) return setError("Choose a reason");
    if (detailsRequired && !details.trim()) return setError("Tell us what is wrong with this job");
    setError(null);
    if (!navigator.onLine) return keepForLater(reason);
    setState("sending");
    try {
      await reportJob.call({ body: { jobId, reason, ...(details.trim() ? { reportReason: details.trim() } : {}) } });
      setState("sent");
      closeSoon();
    } catch (failure) {
      if (isOfflineFailure(failure)) return keepForLater(reason);
      setState("idle");
      setError(failureText(failure, "Your report could not be sent. Please try again."));
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogTitle className="text-lg font-semibold text-slate-900">Report this job</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          Tell us what is wrong. Real employers never ask you for money or bank details to apply.
        </DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Reason</legend>
            <div className="mt-2 space-y-2">
              {REPORT_REASONS.map((value) => (
                <label key={value} className="flex items-start gap-2 text-base text-slate-800 sm:text-sm">
                  <input
                    type="radio"
                    name="reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    className="mt-1 size-4 shrink-0 accent-orange-700"
                  />
                  <span className="min-w-0 break-words">{REPORT_REASON_LABELS[value]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={`report-details-${jobId}`} className="block text-sm font-medium text-slate-800">
              {detailsRequired ? "What is wrong? (required)" : "Anything to add? (optional)"}
            </label>
            <textarea
              id={`report-details-${jobId}`}
              value={details}
              maxLength={REPORT_DETAILS_MAX}
              required={detailsRequired}
              aria-invalid={Boolean(error)}
              aria-describedby={`report-details-${jobId}-hint${error ? ` report-details-${jobId}-error` : ""}`}
              onChange={(event) => setDetails(event.target.value)}
              rows={3}
              className="mt-1 w-full rounded-md border border-slate-300 p-2 text-base"
            />
            <p id={`report-details-${jobId}-hint`} className="mt-1 text-xs text-slate-600">
              {details.length}/{REPORT_DETAILS_MAX} characters
            </p>
            {error && (
              <p id={`report-details-${jobId}-error`} role="alert" className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
          {state === "queued" && (
            <p role="status" className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
              You&apos;re offline. We&apos;ll send your report when you&apos;re back online.
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              className="min-h-11 rounded-md border border-slate-300 px-4 text-sm font-medium text-slate-800"
            >
              Cancel
            </button>
            <button
              type="submit"
              disabled={state !== "idle"}
              aria-live="polite"
              className="min-h-11 rounded-md bg-slate-900 px-4 text-sm font-medium text-white disabled:opacity-80"
            >
              {state === "sent" ? "Report sent!" : state === "queued" ? "Report kept" : state === "sending" ? "Sending..." : "Send report"}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
