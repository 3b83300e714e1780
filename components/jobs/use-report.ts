"use client";
// Report a job's broken application link: 'Report sent!' shows for 3 s whether or not the call worked;
// the call's failure is only logged. With no link the report waits in the outbox and is sent when the link
// is back (decision 114). The job page's button can also take a sent report back (withdrawReport).
import type { deleteBrokenLinkReportsId, postBrokenLinkReports } from "@/lib/api/operations/jobs";
import { DEFAULT_REPORT_REASON } from "@/lib/broken-links";
import { endpoint } from "../query/call-api";
import { useFlag } from "../forms/use-flag";
import { addChange, isOfflineFailure } from "../offline/outbox";
import { useOutboxOwner } from "../offline/use-outbox-owner";

const reportLink = endpoint<typeof postBrokenLinkReports>("POST /api/broken-link-reports");
const withdrawLink = endpoint<typeof deleteBrokenLinkReportsId>("DELETE /api/broken-link-reports/{id}");

/** Sends the report, or keeps it for later; resolves to the stored report's id once the server has it, else null. */
export function useSendReport(jobId: string): () => Promise<string | null> {
  const owner = useOutboxOwner();
  return async () => {
    const keep = () => addChange(owner(), { kind: "report", jobId, reason: "broken_link" });
    if (!navigator.onLine) {
      keep();
      return null;
    }
    try {
      return (await reportLink.call({ body: { jobId, reportReason: DEFAULT_REPORT_REASON } })).id;
    } catch (error) {
      if (isOfflineFailure(error)) keep();
      else console.warn("Report failed", error);
      return null;
    }
  };
}

/** Takes a sent report back; the server lets only its reporter, and only while no admin has acted on it. */
export function withdrawReport(id: string): Promise<unknown> {
  return withdrawLink.call({ params: { id } });
}

export function useReport(jobId: string): [sent: boolean, report: () => void] {
  const [sent, flashSent] = useFlag(3000);
  const send = useSendReport(jobId);
  function report() {
    flashSent();
    void send();
  }
  return [sent, report];
}
