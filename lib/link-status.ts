// An application link's health, as the CSV import and the link checker record it.
export const LINK_STATUSES = ["OK", "WARN", "BAD"] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

export const LINK_STATUS_LABELS: Record<LinkStatus | "unchecked", string> = {
  OK: "Link OK",
  WARN: "Link warning",
  BAD: "Link broken",
  unchecked: "Link not checked",
};
