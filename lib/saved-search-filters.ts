// What a saved search's filters read as, and how a job alert's settings become them (decision 112).
// Zod-free: the saved searches page and the emails both describe filters this way.
import { ALERT_LOCATIONS } from "./alert-options";
import { categoryLabel } from "./categories";
import { formatMoney } from "./currency";
import { ROTATION_LABELS, TICKET_LABELS } from "./extreme-work";
import { RISK_LABELS } from "./job-fields";
import { isLocationGroup, LOCATION_GROUP_LABELS } from "./location-groups";
import type { AlertSettings } from "./schemas/alerts";
import type { SavedSearchFilters } from "./schemas/saved-searches";
import { WORK_ARRANGEMENT_LABELS } from "./work-arrangement";

/**
 * An alert's settings as saved-search filters: its minimum is met when a job's range reaches it (salaryMin),
 * 'global' and an empty list are no filter, and travel paid unset or false means either. The migration
 * of job alerts (drizzle/0020) does the same in SQL.
 */
export function alertFilters(settings: AlertSettings): SavedSearchFilters {
  const filters: SavedSearchFilters = { salaryMin: settings.salary };
  if (settings.location !== "global") filters.alertLocation = settings.location;
  if (settings.categories.length) filters.categories = [...settings.categories].sort();
  if (settings.maxRisk) filters.maxRisk = settings.maxRisk;
  if (settings.travelPaid) filters.travelPaid = true;
  return filters;
}

/** '"rope access" · Remote Mining · Oil & Gas · From £80K': each filter that is on, or 'All jobs'. */
export function describeFilters(filters: SavedSearchFilters): string {
  const parts: string[] = [];
  if (filters.search) parts.push(`"${filters.search}"`);
  if (filters.location) parts.push(isLocationGroup(filters.location) ? LOCATION_GROUP_LABELS[filters.location] : filters.location);
  if (filters.alertLocation) parts.push(ALERT_LOCATIONS.find((l) => l.value === filters.alertLocation)?.label ?? filters.alertLocation);
  if (filters.category) parts.push(categoryLabel(filters.category));
  if (filters.categories?.length) parts.push(filters.categories.map((c) => categoryLabel(c)).join(", "));
  if (filters.salaryMin !== undefined && filters.salaryMax !== undefined)
    parts.push(`${formatMoney(filters.salaryMin)} - ${formatMoney(filters.salaryMax)}`);
  else if (filters.salaryMin !== undefined) parts.push(`From ${formatMoney(filters.salaryMin)}`);
  else if (filters.salaryMax !== undefined) parts.push(`Up to ${formatMoney(filters.salaryMax)}`);
  if (filters.riskLevel) parts.push(RISK_LABELS[filters.riskLevel]);
  if (filters.maxRisk) parts.push(`Up to ${RISK_LABELS[filters.maxRisk].toLowerCase()}`);
  if (filters.rotation) parts.push(ROTATION_LABELS[filters.rotation]);
  if (filters.ticket) parts.push(TICKET_LABELS[filters.ticket]);
  if (filters.travelPaid) parts.push("Travel paid");
  if (filters.visaSponsorship !== undefined) parts.push(filters.visaSponsorship ? "Visa sponsorship" : "No visa sponsorship");
  if (filters.workArrangement) parts.push(WORK_ARRANGEMENT_LABELS[filters.workArrangement]);
  return parts.length ? parts.join(" · ") : "All jobs";
}
