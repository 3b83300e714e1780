// Query strings of the back office's long lists: search, filters and paging, parsed once for page and API.
import { z } from "zod";
import { CATEGORY_OPTIONS } from "../categories";
import { DANGER_LEVELS } from "../job-fields";
import { LINK_STATUSES } from "../link-status";
import { optionalFilter } from "./common";

/** What one screen of a back-office list shows. The API answers bigger pages to scripts that ask. */
export const ADMIN_PAGE_SIZE = 50;
// Without a limit the API answers what it answered before paging existed: the first 500.
const DEFAULT_API_PAGE = 500;
const MAX_API_PAGE = 1000;
const MAX_OFFSET = 1_000_000;

export const pageQuery = {
  limit: optionalFilter(z.coerce.number().int().min(1).max(MAX_API_PAGE)).transform((v) => v ?? DEFAULT_API_PAGE),
  offset: optionalFilter(z.coerce.number().int().min(0).max(MAX_OFFSET)).transform((v) => v ?? 0),
};

export const searchText = optionalFilter(z.string().trim().max(200, "Search is at most 200 characters")).transform((v) => v || undefined);

/** A yes/no filter as query strings send it. */
export const booleanFlag = z.enum(["true", "false"], { message: "Use true or false" }).transform((v) => v === "true");

export const JOB_LIST_STATUSES = ["active", "inactive", "expired"] as const;
export const JOB_SOURCES = ["seed", "paid"] as const;

export const adminJobListSchema = z.object({
  search: searchText,
  status: optionalFilter(z.enum(JOB_LIST_STATUSES, { message: "Unknown status" })),
  featured: optionalFilter(booleanFlag),
  category: optionalFilter(z.enum(CATEGORY_OPTIONS, { message: "Unknown category" })),
  risk: optionalFilter(z.enum(DANGER_LEVELS, { message: "Unknown risk level" })),
  source: optionalFilter(z.enum(JOB_SOURCES, { message: "Unknown source" })),
  linkStatus: optionalFilter(z.enum([...LINK_STATUSES, "unchecked"], { message: "Unknown link status" })),
  employer: optionalFilter(z.string().trim().max(200, "Employer is at most 200 characters")).transform((v) => v || undefined),
  // Jobs whose country could not be derived, for an admin to place (decision 122).
  place: optionalFilter(z.enum(["unknown"], { message: "Use place=unknown" })),
  ...pageQuery,
});
export type AdminJobList = z.output<typeof adminJobListSchema>;
export type AdminJobFilters = Omit<AdminJobList, "limit" | "offset">;

type Params = Record<string, string | string[] | undefined>;

/** A page address's query as a list query: the first of repeated values; anything unreadable means no filter. */
export function readListQuery<T extends z.ZodObject>(schema: T, params: Params, pageSize = ADMIN_PAGE_SIZE): z.output<T> {
  const first = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const page = Math.max(1, Math.min(Number.parseInt(first.page ?? "1", 10) || 1, 20_000));
  const query = { ...first, limit: String(pageSize), offset: String((page - 1) * pageSize) };
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  // Drop just the fields that failed, so one bad filter in a bookmarked address does not lose the rest.
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  return schema.parse(Object.fromEntries(Object.entries(query).filter(([k]) => !bad.has(k))));
}

/** The address of a list view, leaving out empty filters and page 1. */
export function listHref(path: string, query: Record<string, unknown>, offset = 0, pageSize = ADMIN_PAGE_SIZE): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === "limit" || key === "offset" || value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const page = Math.floor(offset / pageSize) + 1;
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
