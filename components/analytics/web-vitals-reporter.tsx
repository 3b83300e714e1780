"use client";
// Web vitals (LCP, FID/INP, CLS) as the browser measured them, sent as beacons. Imported by
// analytics-beacons.tsx once the page is idle: the measuring library reads the browser's buffered entries,
// so what happened before it came is still reported.
import { useReportWebVitals } from "next/web-vitals";
import { sendBeacon } from "./send-beacon";

const REPORTED = new Set(["LCP", "FID", "INP", "CLS"]);

// One function for the page's life: the hook registers its observers again whenever this changes.
function report(metric: { name: string; value: number; rating: string }) {
  if (!REPORTED.has(metric.name)) return;
  sendBeacon("/api/analytics/web-vitals", {
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    timestamp: Date.now(),
    // The path only: query strings can hold secrets (a password-reset token, say).
    url: window.location.pathname,
  });
}

export function WebVitalsReporter() {
  useReportWebVitals(report);
  return null;
}
