"use client";
// Apply: records the click, then opens the employer's page in a new tab without giving it our window.
import { logEvent, sendBeacon, utmTags } from "../analytics/send-beacon";

type Props = { jobId: string; href: string; className?: string; children: React.ReactNode; event?: string };

export function ApplyLink({ jobId, href, className, children, event }: Props) {
  function record() {
    sendBeacon(`/api/jobs/${jobId}/track-click`, { clickType: "apply", ...utmTags().snake });
    sendBeacon("/api/analytics/job-click", { jobId, clickType: "apply", referrer: document.referrer, ...utmTags().camel });
    if (event) logEvent(event, "job", jobId);
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={record} onAuxClick={record} className={className}>
      {children}
    </a>
  );
}
