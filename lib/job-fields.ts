// Choices the job form offers, with their labels; zod-free so any page can use them.
export const CONTRACT_TYPES = ["full-time", "part-time", "contract", "freelance", "internship"] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const CONTRACT_LABELS: Record<ContractType, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  contract: "Contract",
  freelance: "Freelance",
  internship: "Internship",
};

export const DANGER_LEVELS = ["low", "medium", "high", "extreme"] as const;
export type DangerLevel = (typeof DANGER_LEVELS)[number];

export const DANGER_LABELS: Record<DangerLevel, string> = { low: "Low", medium: "Medium", high: "High", extreme: "Extreme" };
/** A risk level as a card, a filter or an alert names it: "High risk". */
export const RISK_LABELS = Object.fromEntries(DANGER_LEVELS.map((l) => [l, `${DANGER_LABELS[l]} risk`])) as Record<DangerLevel, string>;

/** A yearly salary above this is a typo (a figure with a zero too many), not a job on this board. */
export const MAX_SALARY = 1_000_000;

/** Largest image a job may carry, logo or swipe card. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
