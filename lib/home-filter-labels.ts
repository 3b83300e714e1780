// What each home filter is called where a person reads it: the options of the filter fields and the chips
// that show, above the results, which filters are on. Zod-free, for the server's page and the browser's sheet.
import { categoryLabel } from "./categories";
import { ROTATION_LABELS, TICKET_LABELS } from "./extreme-work";
import { RISK_LABELS } from "./job-fields";
import type { HomeFilters } from "./home-query";
import { isLocationGroup, LOCATION_GROUP_LABELS } from "./location-groups";
import { annualPayRuleText } from "./pay";
import type { SalaryBand } from "./salary";
import { WORK_ARRANGEMENT_LABELS } from "./work-arrangement";

export const SALARY_LABELS: Record<SalaryBand, string> = {
  "80-120": "£80K - £120K",
  "120-200": "£120K - £200K",
  "200+": "£200K+",
};

/**
 * The salary filter's rule, stated beside it: a band (yearly) matches by overlap, not by minimum, and a day
 * rate is compared as a year's worth by the rule in lib/pay.ts, worded from that same table.
 */
export const SALARY_RULE = `Shows jobs whose yearly pay overlaps the band. ${annualPayRuleText()}`;

/** The filters a sheet or sidebar sets (search and sort have places of their own). */
export const SHEET_FILTER_KEYS = [
  "location",
  "salary",
  "category",
  "riskLevel",
  "rotation",
  "ticket",
  "travelPaid",
  "visaSponsorship",
  "workArrangement",
] as const;
export type SheetFilterKey = (typeof SHEET_FILTER_KEYS)[number];

function label(key: SheetFilterKey, filters: HomeFilters): string | null {
  switch (key) {
    case "location":
      return filters.location ? (isLocationGroup(filters.location) ? LOCATION_GROUP_LABELS[filters.location] : filters.location) : null;
    case "salary":
      return filters.salary ? SALARY_LABELS[filters.salary] : null;
    case "category":
      return filters.category ? categoryLabel(filters.category) : null;
    case "riskLevel":
      return filters.riskLevel ? RISK_LABELS[filters.riskLevel] : null;
    case "rotation":
      return filters.rotation ? ROTATION_LABELS[filters.rotation] : null;
    case "ticket":
      return filters.ticket ? TICKET_LABELS[filters.ticket] : null;
    case "travelPaid":
      return filters.travelPaid ? "Travel paid" : null;
    case "visaSponsorship":
      return filters.visaSponsorship ? "Visa sponsorship" : null;
    case "workArrangement":
      return filters.workArrangement ? WORK_ARRANGEMENT_LABELS[filters.workArrangement] : null;
  }
}

/** The filters that are on, each with what it reads as. */
export function activeFilters(filters: HomeFilters): { key: SheetFilterKey; label: string }[] {
  return SHEET_FILTER_KEYS.flatMap((key) => {
    const text = label(key, filters);
    return text ? [{ key, label: text }] : [];
  });
}
