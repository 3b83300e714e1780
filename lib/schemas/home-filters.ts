// The home page's filters as they live in its address (/?search=…&location=…&category=…&salary=…&sort=…).
// A bad value is dropped rather than breaking a shared link.
import { z } from "zod";
import { isCategoryOption, type CategoryOption } from "../categories";
import { ROTATIONS, TICKETS, type Rotation, type Ticket } from "../extreme-work";
import { DANGER_LEVELS, type DangerLevel } from "../job-fields";
import { SORT_OPTIONS, type SortOption } from "../job-sort";
import { isSalaryBand, SALARY_BANDS, type SalaryBand } from "../salary";
import type { JobSearch } from "./job-search";

export const MAX_HOME_PAGES = 10;
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
  page: z.coerce.number().int().min(1).max(MAX_HOME_PAGES).optional().catch(undefined),
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
  page?: number;
};

export function readHomeFilters(params: Record<string, string | string[] | undefined>): HomeFilters {
  const first = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v || undefined]));
  return homeFiltersSchema.parse(first) as HomeFilters;
}

/** The job search a home view stands for: all pages up to the one asked for. */
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
    limit: HOME_PAGE_SIZE * (filters.page ?? 1),
    offset: 0,
    ids: undefined,
  };
}

/**
 * The address of a home view, leaving out what is default: `/` for the board as it comes (a page Next keeps
 * for everyone), `/search?…` for a filtered view (rendered per request; decision 069).
 */
export function homeHref(filters: HomeFilters, hash = "#jobs"): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== "" && !(key === "page" && value === 1) && !(key === "sort" && value === "newest"))
      params.set(key, String(value));
  }
  const query = params.toString();
  return `${query ? `/search?${query}` : "/"}${hash}`;
}
