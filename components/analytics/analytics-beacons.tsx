"use client";
// Page views on every navigation, and web vitals through a reporter that comes once the page is idle.
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { useIdleImport } from "../ui/use-idle-import";
import { sendBeacon, utmTags } from "./send-beacon";

const loadReporter = () => import("./web-vitals-reporter");

export function AnalyticsBeacons() {
  const pathname = usePathname();
  const vitals = useIdleImport(loadReporter);

  useEffect(() => {
    sendBeacon("/api/analytics/page-view", { path: pathname, referrer: document.referrer, ...utmTags().camel });
  }, [pathname]);

  return vitals ? <vitals.WebVitalsReporter /> : null;
}
