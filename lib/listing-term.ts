// The listing term (docs/decisions/040): a paid job is listed from its application start date until its
// closing date, and the plan's length bounds that window. One place for the rule and how it reads.
import { formatLongDate } from "./format";
import { downReasons, downText, refusal, type DownReason } from "./job-visibility";
import type { PaymentIssue } from "./payment-issues";

/** 'from 13 December 2026 to 7 January 2027' */
export function termText(start: Date, closing: Date): string {
  return `from ${formatLongDate(start)} to ${formatLongDate(closing)}`;
}

/** When the listing ends: the closing date, the moment applications close. */
export function listingExpiry(closing: Date): Date {
  return new Date(closing.getTime());
}

export type ListingStatus = "active" | "scheduled" | "closed" | "expired" | "archived" | Exclude<DownReason, "expired" | "archived">;

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
  takenDownAt: D | null;
  takenDownReason: string | null;
  paymentIssue: PaymentIssue | null;
  applicationStartDate: D;
  applicationClosingDate: D;
  expiresAt: D;
  createdAt: D;
};

/**
 * An employer's posting as My Jobs shows it: its status, why it is off the board (the visibility rule's
 * words) and which of reactivate and extend could work, dates as ISO text. The same from the server render
 * (Dates) and from GET /api/user/jobs (JSON text).
 */
export function postingView<T extends PostingDates<Date | string>>(row: T, now: Date = new Date()) {
  const at = (value: Date | string) => new Date(value);
  const dates = {
    applicationStartDate: at(row.applicationStartDate),
    applicationClosingDate: at(row.applicationClosingDate),
    expiresAt: at(row.expiresAt),
  };
  const reasons = downReasons(row, now);
  // A takedown, refund, dispute or hold says more than the dates do; archive and expiry read from them.
  const serious = reasons.find((r): r is Exclude<DownReason, "expired" | "archived"> => r !== "expired" && r !== "archived");
  return {
    ...row,
    status: serious ?? listingStatus({ isActive: row.isActive, ...dates }, now),
    downText: reasons.length ? downText(reasons[0], row) : null,
    canReactivate: reasons.includes("archived") && refusal("reactivate", row, now) === null,
    canExtend: refusal("extend", row, now) === null,
    applicationStartDate: dates.applicationStartDate.toISOString(),
    applicationClosingDate: dates.applicationClosingDate.toISOString(),
    expiresAt: dates.expiresAt.toISOString(),
    archivedAt: row.archivedAt === null ? null : at(row.archivedAt).toISOString(),
    takenDownAt: row.takenDownAt === null ? null : at(row.takenDownAt).toISOString(),
    createdAt: at(row.createdAt).toISOString(),
  };
}
