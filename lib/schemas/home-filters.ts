// The home page's filters read from its address (lib/home-query.ts says what they stand for), and `cursor`:
// where the page without JavaScript continues the list (Load More's link). A bad value is dropped rather than
// breaking a shared link; an old `page=` is ignored (paging has no ceiling now, decision 080).
import { z } from "zod";
import { isCategoryOption } from "../categories";
import { ROTATIONS, TICKETS } from "../extreme-work";
import { DANGER_LEVELS } from "../job-fields";
import { SORT_OPTIONS } from "../job-sort";
import { isSalaryBand } from "../salary";
import { WORK_ARRANGEMENTS } from "../work-arrangement";
import { HOME_FILTER_KEYS, type HomeFilters } from "../home-query";
import { shortenSearch } from "../search-text";
import { cursorSchema } from "./common";

// NUL cannot be stored or searched in Postgres; from a shared link it is simply dropped.
const text = (max: number) =>
  z
    .string()
    .transform((v) => v.replace(/\0/g, "").trim())
    .pipe(z.string().max(max))
    .optional()
    .catch(undefined);

export const homeFiltersSchema = z.object({
  // Cut to the longest search the API takes rather than dropped: the board then says it was shortened.
  search: z
    .string()
    .transform((v) => shortenSearch(v.replace(/\0/g, "").trim()))
    .optional()
    .catch(undefined),
  location: text(100).transform((v) => (v === "all" ? undefined : v)),
  category: z.string().refine(isCategoryOption).optional().catch(undefined),
  salary: z.string().refine(isSalaryBand).optional().catch(undefined),
  riskLevel: z.enum(DANGER_LEVELS).optional().catch(undefined),
  rotation: z.enum(ROTATIONS).optional().catch(undefined),
  ticket: z.enum(TICKETS).optional().catch(undefined),
  travelPaid: z.literal("true").optional().catch(undefined),
  visaSponsorship: z.literal("true").optional().catch(undefined),
  workArrangement: z.enum(WORK_ARRANGEMENTS).optional().catch(undefined),
  sort: z.enum(SORT_OPTIONS).optional().catch(undefined),
  cursor: cursorSchema.optional().catch(undefined),
} satisfies Record<(typeof HOME_FILTER_KEYS)[number], z.ZodType>);

export function readHomeFilters(params: Record<string, string | string[] | undefined>): HomeFilters {
  const first = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v || undefined]));
  return homeFiltersSchema.parse(first) as HomeFilters;
}
