"use client";
// Report a job's broken application link: 'Report sent!' shows for 3 s whether or not the call worked;
// the call's failure is only logged. With no link the report waits in the outbox and is sent when the link
// is back (decision 114).
import type { postBrokenLinkReports } from "@/lib/api/operations/jobs";
import { DEFAULT_REPORT_REASON } from "@/lib/broken-links";
import { endpoint } from "../query/call-api";
import { useFlag } from "../forms/use-flag";
import { addChange, isOfflineFailure } from "../offline/outbox";
import { useOutboxOwner } from "../offline/use-outbox-owner";

const reportLink = endpoint<typeof postBrokenLinkReports>("POST /api/broken-link-reports");

export function useReport(jobId: string): [sent: boolean, report: () => void] {
  const [sent, flashSent] = useFlag(3000);
  const owner = useOutboxOwner();
  function report() {
    flashSent();
    const keep = () => addChange(owner(), { kind: "report", jobId, reason: "broken_link" });
    if (!navigator.onLine) return keep();
    reportLink.call({ body: { jobId, reportReason: DEFAULT_REPORT_REASON } }).catch((error) => {
      if (isOfflineFailure(error)) keep();
      else console.warn("Report failed", error);
    });
  }
  return [sent, report];
}
