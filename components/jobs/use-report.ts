"use client";
// Report a job's broken application link: 'Report sent!' shows for 3 s whether or not the call worked;
// the call's failure is only logged.
import { DEFAULT_REPORT_REASON } from "@/lib/broken-links";
import { useFlag } from "../forms/use-flag";

export function useReport(jobId: string): [sent: boolean, report: () => void] {
  const [sent, flashSent] = useFlag(3000);
  function report() {
    flashSent();
    fetch("/api/broken-link-reports", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ jobId, reportReason: DEFAULT_REPORT_REASON }),
    }).catch((error) => console.warn("Report failed", error));
  }
  return [sent, report];
}
