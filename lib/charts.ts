// What the per-day charts show: their rows, their two windows (chosen by a query parameter, so
// the choice works without JavaScript) and how their days read.
export const CHART_DAYS = [30, 90] as const;
export type ChartDays = (typeof CHART_DAYS)[number];

/** One London calendar day ('2026-11-23') of apply clicks and page views. */
export type ActivityDay = { day: string; applyClicks: number; views: number };
/** One London calendar day of leads added to the CRM, first contacted and converted. */
export type LeadDay = { day: string; created: number; contacted: number; converted: number };

/** `?days=90` means 90; anything else, or nothing, the last 30 days. */
export function chartDays(value: string | string[] | undefined): ChartDays {
  return value === "90" ? 90 : 30;
}

// Series days are London calendar days already ('2026-11-23'): read at UTC midnight so no zone shifts them.
const SHORT = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const LONG = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const atMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** '23 Nov', for axis labels and summaries. */
export const shortDay = (day: string) => SHORT.format(atMidnight(day));
/** 'Mon, 23 Nov 2026', for the data table. */
export const longDay = (day: string) => LONG.format(atMidnight(day));
