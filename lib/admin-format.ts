// How the back office shows dates and risk: en-GB, London time, so server and browser agree.
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
