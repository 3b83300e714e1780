// The listing term (docs/decisions/040): a paid job is listed from its application start date until its
// closing date, and the plan's length bounds that window. One place for the rule and how it reads.
import { formatLongDate } from "./format";

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

type PostingDates<D> = {
  isActive: boolean;
  archivedAt: D | null;
  applicationStartDate: D;
  applicationClosingDate: D;
  expiresAt: D;
  createdAt: D;
};

/**
 * An employer's posting as My Jobs shows it: its status and whether it can be listed again, dates as ISO
 * text. The same from the server render (Dates) and from GET /api/user/jobs (JSON text).
 */
export function postingView<T extends PostingDates<Date | string>>(row: T, now: Date = new Date()) {
  const at = (value: Date | string) => new Date(value);
  const dates = {
    applicationStartDate: at(row.applicationStartDate),
    applicationClosingDate: at(row.applicationClosingDate),
    expiresAt: at(row.expiresAt),
  };
  return {
    ...row,
    status: listingStatus({ isActive: row.isActive, ...dates }, now),
    canReactivate: !row.isActive && row.archivedAt !== null && dates.expiresAt > now,
    applicationStartDate: dates.applicationStartDate.toISOString(),
    applicationClosingDate: dates.applicationClosingDate.toISOString(),
    expiresAt: dates.expiresAt.toISOString(),
    archivedAt: row.archivedAt === null ? null : at(row.archivedAt).toISOString(),
    createdAt: at(row.createdAt).toISOString(),
  };
}
