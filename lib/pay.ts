// Pay as the trade quotes it: a job's figures are kept in their unit, and one rule turns them
// into a yearly figure for sorting and the salary filters. The rule is stated on the pages that filter.
import { ROTATIONS, ROTATION_SHORT, type Rotation } from "./extreme-work";
import { MAX_SALARY } from "./job-fields";

export const SALARY_UNITS = ["year", "day"] as const;
export type SalaryUnit = (typeof SALARY_UNITS)[number];

export function isSalaryUnit(value: unknown): value is SalaryUnit {
  return (SALARY_UNITS as readonly unknown[]).includes(value);
}

/** How a figure reads after its amount on forms and the job page. */
export const SALARY_UNIT_LABELS: Record<SalaryUnit, string> = { year: "per year", day: "per day" };

/** The most a job may quote in each unit: above it is a typo (a yearly figure typed as a day rate), not a job. */
export const MAX_PAY: Record<SalaryUnit, number> = { year: MAX_SALARY, day: 5_000 };

/**
 * Days paid in a year at a day rate. Equal-time rotations (2/2, 3/3, 4/4, 28/28) work half the year; FIFO
 * rosters vary and, like permanent on-site posts and jobs that name no rotation, count a standard 220 days.
 */
export const DAYS_WORKED_PER_YEAR: Record<Rotation, number> = {
  "2-2": 182,
  "3-3": 182,
  "4-4": 182,
  "28-28": 182,
  fifo: 220,
  "on-site": 220,
};
export const DEFAULT_DAYS_WORKED = 220;

export function daysWorkedPerYear(rotation: string | null | undefined): number {
  return (ROTATIONS as readonly string[]).includes(rotation ?? "") ? DAYS_WORKED_PER_YEAR[rotation as Rotation] : DEFAULT_DAYS_WORKED;
}

/**
 * The rule in words, for the pages that filter and sort by pay, built from the table so the two cannot drift:
 * 'Day rates count 182 days a year on equal-time rotations (2/2, 3/3, 4/4, 28/28), else 220.'
 */
export function annualPayRuleText(): string {
  const counts = [...new Set(ROTATIONS.map((r) => DAYS_WORKED_PER_YEAR[r]))].filter((days) => days !== DEFAULT_DAYS_WORKED);
  const clauses = counts.map((days) => {
    const rotations = ROTATIONS.filter((r) => DAYS_WORKED_PER_YEAR[r] === days).map((r) => ROTATION_SHORT[r]);
    return `${days} days a year on equal-time rotations (${rotations.join(", ")})`;
  });
  return `Day rates count ${[...clauses, `else ${DEFAULT_DAYS_WORKED}`].join(", ")}.`;
}

/** A figure in its unit as a yearly one, by the rule above. */
export function annualPay(amount: number, unit: SalaryUnit, rotation: string | null | undefined): number {
  return unit === "day" ? amount * daysWorkedPerYear(rotation) : amount;
}

/** The same rule in SQL, for the generated yearly columns the sorts and filters use. */
export function annualPaySql(amountColumn: string, unitColumn: string, rotationColumn: string): string {
  const days = ROTATIONS.map((r) => `when '${r}' then ${DAYS_WORKED_PER_YEAR[r]}`).join(" ");
  return `case when ${unitColumn} = 'day' then ${amountColumn} * (case ${rotationColumn} ${days} else ${DEFAULT_DAYS_WORKED} end) else ${amountColumn} end`;
}
