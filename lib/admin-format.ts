// How the back office shows risk.
import { DANGER_LABELS, DANGER_LEVELS, type DangerLevel } from "./job-fields";

export type RiskLevel = DangerLevel;

export const RISK_LABELS = Object.fromEntries(DANGER_LEVELS.map((l) => [l, `${DANGER_LABELS[l]} Risk`])) as Record<RiskLevel, string>;

export const RISK_CLASSES: Record<RiskLevel, string> = {
  low: "bg-green-100 text-green-900",
  medium: "bg-yellow-100 text-yellow-900",
  high: "bg-orange-100 text-orange-900",
  extreme: "bg-red-100 text-red-900",
};
