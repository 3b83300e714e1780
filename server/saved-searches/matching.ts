// Which jobs a saved search matches, both ways round: a search's filters as SQL on the jobs table (the
// daily and weekly sends), and every stored search's filters as SQL on one job's columns (the instant
// fan-out). Both follow the board's own filters (server/jobs/search-jobs.ts); decision 112.
import "server-only";
import { and, inArray, sql, type SQL } from "drizzle-orm";
import { alertLocationPattern } from "@/lib/alert-locations";
import { DANGER_LEVELS } from "@/lib/job-fields";
import { LOCATION_GROUPS } from "@/lib/location-groups";
import type { SavedSearchFilters } from "@/lib/schemas/saved-searches";
import { jobs, savedSearches } from "../db/schema";
import { narrowing } from "../jobs/search-jobs";

const riskRank = (level: SQL) => sql`array_position(${sql.raw(`array['${DANGER_LEVELS.join("','")}']`)}::text[], ${level}::text)`;

/** What a search asks of a job, as conditions on the jobs table. */
export function jobsMatching(filters: SavedSearchFilters): SQL[] {
  const { categories, maxRisk, alertLocation, ...board } = filters;
  const parts = narrowing(board);
  if (categories?.length) parts.push(inArray(jobs.category, categories));
  if (maxRisk) parts.push(sql`${riskRank(sql`${jobs.dangerLevel}`)} <= ${riskRank(sql`${maxRisk}`)}`);
  const pattern = alertLocation ? alertLocationPattern(alertLocation) : null;
  if (pattern) parts.push(sql`${jobs.location} ~* ${pattern}`);
  return parts;
}

const f = (key: keyof SavedSearchFilters) => sql`(${savedSearches.filters}->>${key})`;
const absent = (key: keyof SavedSearchFilters) => sql`${f(key)} is null`;
const locationPatterns = Object.fromEntries(
  (["uk", "europe", "remote"] as const).map((value) => [value, alertLocationPattern(value)!]),
) as Record<"uk" | "europe" | "remote", string>;

/**
 * Every filter a search can hold, as SQL asking whether the job in the statement fits it. Keyed by the
 * filters' own type, so a filter added to the board's search cannot be forgotten here.
 */
const FITS: Record<keyof Required<SavedSearchFilters>, SQL> = {
  search: sql`(${savedSearches.searchQuery} is null or numnode(to_tsquery('english', ${savedSearches.searchQuery})) = 0
    or ${jobs.searchVector} @@ to_tsquery('english', ${savedSearches.searchQuery}))`,
  location: sql`(${absent("location")} or case when ${f("location")} in (${sql.join(
    LOCATION_GROUPS.map((g) => sql`${g}`),
    sql`, `,
  )}) then ${jobs.locationGroups} @> array[${f("location")}]
    else ${jobs.location} ilike '%' || replace(replace(replace(${f("location")}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' end)`,
  category: sql`(${absent("category")} or ${jobs.category} = ${f("category")})`,
  salaryMin: sql`(${absent("salaryMin")} or ${jobs.annualSalaryMax} >= ${f("salaryMin")}::numeric)`,
  salaryMax: sql`(${absent("salaryMax")} or ${jobs.annualSalaryMin} <= ${f("salaryMax")}::numeric)`,
  riskLevel: sql`(${absent("riskLevel")} or ${jobs.dangerLevel}::text = ${f("riskLevel")})`,
  rotation: sql`(${absent("rotation")} or ${jobs.rotation} = ${f("rotation")})`,
  ticket: sql`(${absent("ticket")} or ${jobs.tickets} @> array[${f("ticket")}])`,
  travelPaid: sql`(${absent("travelPaid")} or case when ${f("travelPaid")}::boolean then ${jobs.travelPaid} is true else ${jobs.travelPaid} is not true end)`,
  visaSponsorship: sql`(${absent("visaSponsorship")} or case when ${f("visaSponsorship")}::boolean then ${jobs.visaSponsorship} is true else ${jobs.visaSponsorship} is not true end)`,
  workArrangement: sql`(${absent("workArrangement")} or ${jobs.workArrangement} = ${f("workArrangement")})`,
  categories: sql`(${absent("categories")} or ${savedSearches.filters}->'categories' @> jsonb_build_array(${jobs.category}))`,
  maxRisk: sql`(${absent("maxRisk")} or ${riskRank(sql`${jobs.dangerLevel}`)} <= ${riskRank(f("maxRisk"))})`,
  alertLocation: sql`(${absent("alertLocation")} or ${jobs.location} ~* case ${f("alertLocation")}
    when 'uk' then ${locationPatterns.uk} when 'europe' then ${locationPatterns.europe} else ${locationPatterns.remote} end)`,
};

/** The job in the statement fits the search in the statement. */
export const jobFitsSearch: SQL = and(...Object.values(FITS))!;
