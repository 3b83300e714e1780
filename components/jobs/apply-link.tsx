"use client";
// Apply: records the click, then opens the employer's page in a new tab without giving it our window.
// With no link (navigator.onLine false) the employer's page cannot load: the job is saved to My List instead
// and a line says so, rather than a tab that fails (decision 114).
import { useState } from "react";
import { moveToShortlist, updateSwipeData } from "@/lib/swipe-data";
import { logEvent, sendBeacon, utmTags } from "../analytics/send-beacon";
import { OfflineNote } from "./offline-note";

type Props = { jobId: string; href: string; className?: string; children: React.ReactNode; event?: string };

export function ApplyLink({ jobId, href, className, children, event }: Props) {
  const [offline, setOffline] = useState(false);
  function record(e: React.MouseEvent) {
    if (!navigator.onLine) {
      e.preventDefault();
      updateSwipeData((data) => moveToShortlist(data, jobId));
      return setOffline(true);
    }
    setOffline(false);
    sendBeacon(`/api/jobs/${jobId}/track-click`, { clickType: "apply", ...utmTags().snake });
    sendBeacon("/api/analytics/job-click", { jobId, clickType: "apply", referrer: document.referrer, ...utmTags().camel });
    if (event) logEvent(event, "job", jobId);
  }
  return (
    <>
      <a href={href} target="_blank" rel="noopener noreferrer" onClick={record} onAuxClick={record} className={className}>
        {children}
      </a>
      {offline && (
        <OfflineNote>You&apos;re offline. Applying needs a connection — it&apos;s saved in My List for when you&apos;re back.</OfflineNote>
      )}
    </>
  );
}
