// GET /api/user/matches: the query, and each job's fit beside the public card.
import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../job-list-limits";
import { cursorSchema, optionalFilter } from "./common";
import { jobCardSchema } from "./public-job";

const LIMIT = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

export const matchQuerySchema = z.object({
  limit: optionalFilter(z.coerce.number({ error: LIMIT }).int(LIMIT).min(1, LIMIT).max(MAX_PAGE_SIZE, LIMIT)).transform(
    (v) => v ?? DEFAULT_PAGE_SIZE,
  ),
  cursor: optionalFilter(cursorSchema.describe("The X-Next-Cursor of the previous page: continues after it in match order")),
});

export const jobMatchSchema = z.object({
  score: z.number().int().describe("Higher fits better; the rule is docs/decisions/111-job-match-rule.md"),
  reasons: z.array(z.string()).describe("Why it fits, e.g. 'You hold BOSIET/FOET, HUET/CA-EBS'"),
  gaps: z.array(z.string()).describe("What stands in the way, e.g. 'Missing: GWO BST'"),
});

export const matchedJobSchema = jobCardSchema.extend({ match: jobMatchSchema });

export const jobFitSchema = z.object({
  lapses: z.array(z.string()).describe("Warnings for required tickets the worker holds that lapse before the job starts"),
});
