// How the back office shows dates, risk and time since: en-GB, London time, so server and browser agree.
import { DANGER_LABELS, DANGER_LEVELS, type DangerLevel } from "./job-fields";

const dayMonthYear = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/London" });

export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return "—";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "—" : dayMonthYear.format(date);
}

export type RiskLevel = DangerLevel;

export const RISK_LABELS = Object.fromEntries(DANGER_LEVELS.map((l) => [l, `${DANGER_LABELS[l]} Risk`])) as Record<RiskLevel, string>;

export const RISK_CLASSES: Record<RiskLevel, string> = {
  low: "bg-green-100 text-green-900",
  medium: "bg-yellow-100 text-yellow-900",
  high: "bg-orange-100 text-orange-900",
  extreme: "bg-red-100 text-red-900",
};

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];
const relative = new Intl.RelativeTimeFormat("en-GB", { numeric: "auto" });

/** '3 days ago', 'yesterday', 'now'. */
export function timeAgo(value: Date | string, now = Date.now()): string {
  const diff = new Date(value).getTime() - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit);
  }
  return "just now";
}

/** Adds 'reportedAgo' once, when data arrives, so rendering stays pure and server and browser agree. */
export function withTimeAgo<T extends { createdAt: Date | string }>(rows: readonly T[], now = Date.now()): (T & { reportedAgo: string })[] {
  return rows.map((r) => ({ ...r, reportedAgo: timeAgo(r.createdAt, now) }));
}
