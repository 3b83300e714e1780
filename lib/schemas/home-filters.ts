// The home page's filters as they live in its address (/?search=…&location=…&category=…&salary=…&sort=…),
// and `cursor`: where the page without JavaScript continues the list (Load More's link). A bad value is dropped
// rather than breaking a shared link; an old `page=` is ignored (paging has no ceiling now, decision 080).
import { z } from "zod";
import { isCategoryOption, type CategoryOption } from "../categories";
import { ROTATIONS, TICKETS, type Rotation, type Ticket } from "../extreme-work";
import { DANGER_LEVELS, type DangerLevel } from "../job-fields";
import { SORT_OPTIONS, type SortOption } from "../job-sort";
import { isSalaryBand, SALARY_BANDS, type SalaryBand } from "../salary";
import type { JobSearch } from "./job-search";
import { cursorSchema } from "./common";

/** Cards per 'Load More' step: enough to browse, light enough for a camp connection. */
export const HOME_PAGE_SIZE = 24;

// NUL cannot be stored or searched in Postgres; from a shared link it is simply dropped.
const text = (max: number) =>
  z
    .string()
    .transform((v) => v.replace(/\0/g, "").trim())
    .pipe(z.string().max(max))
    .optional()
    .catch(undefined);

export const homeFiltersSchema = z.object({
  search: text(200),
  location: text(100).transform((v) => (v === "all" ? undefined : v)),
  category: z.string().refine(isCategoryOption).optional().catch(undefined),
  salary: z.string().refine(isSalaryBand).optional().catch(undefined),
  riskLevel: z.enum(DANGER_LEVELS).optional().catch(undefined),
  rotation: z.enum(ROTATIONS).optional().catch(undefined),
  ticket: z.enum(TICKETS).optional().catch(undefined),
  travelPaid: z.literal("true").optional().catch(undefined),
  sort: z.enum(SORT_OPTIONS).optional().catch(undefined),
  cursor: cursorSchema.optional().catch(undefined),
});
/** The query keys that make a home page view a filtered one. */
export const HOME_FILTER_KEYS = Object.keys(homeFiltersSchema.shape);

export type HomeFilters = {
  search?: string;
  location?: string;
  category?: CategoryOption;
  salary?: SalaryBand;
  riskLevel?: DangerLevel;
  rotation?: Rotation;
  ticket?: Ticket;
  travelPaid?: "true";
  sort?: SortOption;
  cursor?: string;
};

export function readHomeFilters(params: Record<string, string | string[] | undefined>): HomeFilters {
  const first = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v || undefined]));
  return homeFiltersSchema.parse(first) as HomeFilters;
}

/** The job search a home view stands for: one page, the first or the one after `cursor`. */
export function homeSearch(filters: HomeFilters): JobSearch {
  const band = filters.salary ? SALARY_BANDS[filters.salary] : undefined;
  return {
    search: filters.search || undefined,
    location: filters.location,
    category: filters.category,
    salaryMin: band?.min,
    salaryMax: band?.max,
    riskLevel: filters.riskLevel,
    rotation: filters.rotation,
    ticket: filters.ticket,
    travelPaid: filters.travelPaid ? true : undefined,
    sortBy: filters.sort ?? "newest",
    limit: HOME_PAGE_SIZE,
    cursor: filters.cursor,
  };
}

/** A home view's query string, leaving out what is default. */
export function homeQuery(filters: HomeFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== "" && !(key === "sort" && value === "newest")) params.set(key, String(value));
  }
  return params.toString();
}

/**
 * The address of a home view: `/` for the board as it comes (a page Next keeps for everyone), `/search?…`
 * for a filtered view (rendered per request; decision 069).
 */
export function homeHref(filters: HomeFilters, hash = "#jobs"): string {
  const query = homeQuery(filters);
  return `${query ? `/search?${query}` : "/"}${hash}`;
}

/** The GET /api/jobs query of a home view's list, without its cursor: what Load More continues in the browser. */
export function homeApiQuery(filters: HomeFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...homeSearch(filters), cursor: undefined }))
    if (value !== undefined) params.set(key, String(value));
  return params.toString();
}
