"use client";
// Page views on every navigation, and web vitals (LCP, FID/INP, CLS) as the browser measures them.
import { usePathname } from "next/navigation";
import { useReportWebVitals } from "next/web-vitals";
import { useEffect } from "react";
import { sendBeacon, utmTags } from "./send-beacon";

const REPORTED = new Set(["LCP", "FID", "INP", "CLS"]);

export function AnalyticsBeacons() {
  const pathname = usePathname();

  useEffect(() => {
    sendBeacon("/api/analytics/page-view", { path: pathname, referrer: document.referrer, ...utmTags().camel });
  }, [pathname]);

  useReportWebVitals((metric) => {
    if (!REPORTED.has(metric.name)) return;
    sendBeacon("/api/analytics/web-vitals", {
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      timestamp: Date.now(),
      // The path only: query strings can hold secrets (a password-reset token, say).
      url: window.location.pathname,
    });
  });

  return null;
}
