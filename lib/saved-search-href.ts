// The home view a saved search stands for, as far as the home page's filters can show it: a salary range
// that is not one of the bands, and an alert's lists and region, are left out (the view is then wider).
import { homeHref, type HomeFilters } from "./home-query";
import { SALARY_BANDS, type SalaryBand } from "./salary";
import type { SavedSearchFilters } from "./schemas/saved-searches";

export function savedSearchHref(filters: SavedSearchFilters): string {
  const band = (Object.keys(SALARY_BANDS) as SalaryBand[]).find(
    (key) => SALARY_BANDS[key].min === filters.salaryMin && SALARY_BANDS[key].max === filters.salaryMax,
  );
  const view: HomeFilters = {
    search: filters.search,
    location: filters.location,
    category: filters.category,
    salary: band,
    riskLevel: filters.riskLevel,
    rotation: filters.rotation,
    ticket: filters.ticket,
    travelPaid: filters.travelPaid ? "true" : undefined,
  };
  return homeHref(view);
}
