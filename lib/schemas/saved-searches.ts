// Saved searches: the filters of GET /api/jobs (any filter added there comes along), plus the three a job
// alert could ask for that a single-valued query cannot (decision 112).
import { z } from "zod";
import { ALERT_LOCATION_VALUES } from "../alert-options";
import { CATEGORIES } from "../categories";
import { DANGER_LEVELS } from "../job-fields";
import { SAVED_SEARCH_FREQUENCIES } from "../saved-search-options";
import { emailSchema } from "./password-reset";
import { jobSearchSchema } from "./job-search";

export const savedSearchFiltersSchema = jobSearchSchema.omit({ sortBy: true, limit: true, offset: true, cursor: true, ids: true }).extend({
  /** Any of these categories (an alert's list); `category` is the home page's single choice. */
  categories: z
    .array(z.enum(CATEGORIES, { error: "Unknown category" }), { error: "Categories must be a list" })
    .max(CATEGORIES.length)
    .transform((list) => (list.length ? [...new Set(list)].sort() : undefined))
    .optional(),
  /** The highest risk level wanted; `riskLevel` is one exact level. */
  maxRisk: z.enum(DANGER_LEVELS, { error: `maxRisk must be one of ${DANGER_LEVELS.join(", ")}` }).optional(),
  /** An alert's region: uk, europe or remote, matched by lib/alert-locations.ts; 'global' is none. */
  alertLocation: z
    .enum(ALERT_LOCATION_VALUES, { error: `alertLocation must be one of ${ALERT_LOCATION_VALUES.join(", ")}` })
    .transform((v) => (v === "global" ? undefined : v))
    .optional(),
});

/** What is stored: the parsed filters, absent ones left out. */
export type SavedSearchFilters = z.output<typeof savedSearchFiltersSchema>;

const frequency = z.enum(SAVED_SEARCH_FREQUENCIES, { error: `frequency must be one of ${SAVED_SEARCH_FREQUENCIES.join(", ")}` });

export const savedSearchCreateSchema = z.object({
  filters: savedSearchFiltersSchema.default({}),
  frequency,
  /** Only when signed out: the address that confirms and receives it. */
  email: emailSchema.optional(),
});

export const savedSearchPatchSchema = z
  .object({ filters: savedSearchFiltersSchema.optional(), frequency: frequency.optional() })
  .refine((v) => v.filters !== undefined || v.frequency !== undefined, "Send frequency or filters")
  .meta({ minProperties: 1 });

export const savedSearchSchema = z.object({
  id: z.uuid(),
  filters: z.record(z.string(), z.unknown()),
  frequency,
  email: z.string(),
  confirmed: z.boolean(),
  createdAt: z.iso.datetime(),
});
export const savedSearchListSchema = z.object({ savedSearches: z.array(savedSearchSchema) });
export type SavedSearchRecord = z.output<typeof savedSearchSchema>;
