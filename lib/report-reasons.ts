// Why a visitor reports a job: the reasons the report menu offers, in the menu's order, and how the
// admin queue ranks them. Scam signs come first in the queue: money asked of a seeker does the most harm.
import { DEFAULT_REPORT_REASON } from "./broken-links";

export const REPORT_REASONS = ["broken_link", "asks_for_money", "misleading_pay", "duplicate", "already_filled", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  broken_link: DEFAULT_REPORT_REASON,
  asks_for_money: "Asks for money or bank details",
  misleading_pay: "Misleading pay or conditions",
  duplicate: "Duplicate listing",
  already_filled: "Already filled",
  other: "Other",
};

/** The queue's order: lower first. */
export const REPORT_REASON_RANK: Record<ReportReason, number> = {
  asks_for_money: 0,
  misleading_pay: 1,
  other: 2,
  broken_link: 3,
  duplicate: 4,
  already_filled: 5,
};

/** Reasons that point at a scam rather than a stale or broken advert. */
export const SCAM_REASONS: readonly ReportReason[] = ["asks_for_money", "misleading_pay"];

/** What a visitor may add in their own words; required for "other". */
export const REPORT_DETAILS_MAX = 500;
