"use client";
// Report a job's broken application link: 'Report sent!' shows for 3 s whether or not the call worked;
// the call's failure is only logged.
import type { postBrokenLinkReports } from "@/lib/api/operations/jobs";
import { DEFAULT_REPORT_REASON } from "@/lib/broken-links";
import { endpoint } from "../query/call-api";
import { useFlag } from "../forms/use-flag";

const reportLink = endpoint<typeof postBrokenLinkReports>("POST /api/broken-link-reports");

export function useReport(jobId: string): [sent: boolean, report: () => void] {
  const [sent, flashSent] = useFlag(3000);
  function report() {
    flashSent();
    reportLink.call({ body: { jobId, reportReason: DEFAULT_REPORT_REASON } }).catch((error) => console.warn("Report failed", error));
  }
  return [sent, report];
}
