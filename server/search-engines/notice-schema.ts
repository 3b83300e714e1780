// What a `search-engines.notify` job carries: the job pages that changed, and for a retry, the one engine
// still owed them and the tries so far. Checked again when the job runs, since the row outlives the code.
import "server-only";
import { z } from "zod";
import type { SearchEngineNotice } from "./notify-search-engines";

const pages = z.array(z.url({ protocol: /^https?$/ }));

export const searchEngineNoticeSchema = z.object({
  updated: pages,
  deleted: pages,
  edited: pages.optional(),
  engines: z
    .array(z.enum(["indexnow", "google"]))
    .min(1)
    .optional(),
  attempt: z.number().int().min(0).optional(),
}) satisfies z.ZodType<SearchEngineNotice>;
