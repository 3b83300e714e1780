// A home view's filters as they live in its address (/search?search=…&location=…&category=…&salary=…&sort=…)
// and what each stands for: the job search, the address, the API query. Zod-free, so the browser's filter sheet
// can build addresses and counts with them; lib/schemas/home-filters.ts reads them from an address.
import type { CategoryOption } from "./categories";
import type { Rotation, Ticket } from "./extreme-work";
import type { DangerLevel } from "./job-fields";
import type { SortOption } from "./job-sort";
import { SALARY_BANDS, type SalaryBand } from "./salary";
import type { JobSearch } from "./schemas/job-search";
import type { WorkArrangement } from "./work-arrangement";

/** Cards per 'Load More' step: five phone screens, and a first page of 20 KB or less on a camp connection. */
export const HOME_PAGE_SIZE = 20;

/** The address's keys, in the order an address names them: one view, one address (and one kept page). */
export const HOME_FILTER_KEYS = [
  "search",
  "location",
  "category",
  "salary",
  "riskLevel",
  "rotation",
  "ticket",
  "travelPaid",
  "visaSponsorship",
  "workArrangement",
  "sort",
  "cursor",
] as const;

export type HomeFilters = {
  search?: string;
  location?: string;
  category?: CategoryOption;
  salary?: SalaryBand;
  riskLevel?: DangerLevel;
  rotation?: Rotation;
  ticket?: Ticket;
  travelPaid?: "true";
  visaSponsorship?: "true";
  workArrangement?: WorkArrangement;
  sort?: SortOption;
  cursor?: string;
};

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
    visaSponsorship: filters.visaSponsorship ? true : undefined,
    workArrangement: filters.workArrangement,
    sortBy: filters.sort ?? "newest",
    limit: HOME_PAGE_SIZE,
    cursor: filters.cursor,
  };
}

/** A home view's query string, leaving out what is default. */
export function homeQuery(filters: HomeFilters): string {
  const params = new URLSearchParams();
  for (const key of HOME_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== "" && !(key === "sort" && value === "newest")) params.set(key, value);
  }
  return params.toString();
}

/** Where a view's address takes the reader: to its results (the heading there takes focus, results-heading.tsx). */
export const RESULTS_HASH = "#results";

/** The address of a home view: `/` for the board as it comes, `/search?…` for a filtered view (both kept, decision 098). */
export function homeHref(filters: HomeFilters, hash = RESULTS_HASH): string {
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

/** The kept view of /search with no filter: the whole board, without the home page's hero. */
const WHOLE_BOARD = "all";

/**
 * Where a view of /search is kept (app/search/[view]): its canonical query as one path segment, in base64url
 * so that no character of a search needs escaping (Next hands a segment over decoded and encoded again, which
 * would turn a searched '&' or '+' into a separator).
 */
export function searchViewPath(filters: HomeFilters): string {
  const query = homeQuery(filters);
  if (!query) return `/search/${WHOLE_BOARD}`;
  const binary = Array.from(new TextEncoder().encode(query), (byte) => String.fromCharCode(byte)).join("");
  return `/search/${btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "")}`;
}

/** A query's first value of each key, as an address's filters are read (a repeated key counts once). */
export function firstValues(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.get(key)!]));
}

/** A view's query from its segment, as the first value of each key; {} if it does not read as one. */
export function readSearchView(segment: string): Record<string, string> {
  if (segment === WHOLE_BOARD) return {};
  try {
    const binary = atob(segment.replaceAll("-", "+").replaceAll("_", "/"));
    const query = new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    return firstValues(new URLSearchParams(query));
  } catch {
    return {};
  }
}
