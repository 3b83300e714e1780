// Broken-link reports: the reason a visitor gives when they say no more than "it is broken", and the statuses.
export const DEFAULT_REPORT_REASON = "Broken or non-functional link";

export const REPORT_STATUSES = ["pending", "investigating", "resolved", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
