import { defineOperation, json } from "../operation";
import { eventSchema, jobClickBeaconSchema, pageViewSchema, webVitalSchema } from "@/lib/schemas/analytics";

export const postAnalyticsJobClick = defineOperation({
  method: "post",
  path: "/api/analytics/job-click",
  summary: "Record a job click",
  tag: "Analytics",
  access: "public",
  body: json(jobClickBeaconSchema),
  success: 204,
  errors: [429],
});

export const postAnalyticsPageView = defineOperation({
  method: "post",
  path: "/api/analytics/page-view",
  summary: "Record a page view",
  tag: "Analytics",
  access: "public",
  body: json(pageViewSchema),
  success: 204,
  errors: [429],
});

export const postAnalyticsEvent = defineOperation({
  method: "post",
  path: "/api/analytics/event",
  summary: "Record an analytics event",
  tag: "Analytics",
  access: "public",
  body: json(eventSchema),
  success: 204,
  errors: [429],
});

export const postAnalyticsWebVitals = defineOperation({
  method: "post",
  path: "/api/analytics/web-vitals",
  summary: "Record a web-vital measurement",
  tag: "Analytics",
  access: "public",
  body: json(webVitalSchema),
  success: 204,
  errors: [429],
});
