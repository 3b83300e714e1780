// The listing term (docs/decisions/040): a paid job is listed from its application start date until its
// closing date, and the plan's length bounds that window. One place for the rule and how it reads.
import { formatLongDate } from "./format";

// My Jobs imports longDate from here until its screen moves to lib/format (issue 15, parts 1–2).
export { formatLongDate as longDate };

/** 'from 13 December 2026 to 7 January 2027' */
export function termText(start: Date, closing: Date): string {
  return `from ${formatLongDate(start)} to ${formatLongDate(closing)}`;
}

/** When the listing ends: the closing date, the moment applications close. */
export function listingExpiry(closing: Date): Date {
  return new Date(closing.getTime());
}

export type ListingStatus = "active" | "scheduled" | "closed" | "expired" | "archived";

type TermJob = { isActive: boolean; applicationStartDate: Date; applicationClosingDate: Date; expiresAt: Date };

/** What an employer's posting is now: archived by them, not yet open, past closing, past its paid term, or live. */
export function listingStatus(job: TermJob, now: Date = new Date()): ListingStatus {
  if (!job.isActive) return "archived";
  if (job.expiresAt.getTime() <= now.getTime()) return "expired";
  if (job.applicationClosingDate.getTime() <= now.getTime()) return "closed";
  if (job.applicationStartDate.getTime() > now.getTime()) return "scheduled";
  return "active";
}
