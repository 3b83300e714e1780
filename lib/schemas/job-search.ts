// GET /api/jobs query parameters: one schema for the route, the page and the form.
import { z } from "zod";
import { isCategoryOption } from "../categories";
import { ROTATIONS, TICKETS } from "../extreme-work";
import { DANGER_LEVELS } from "../job-fields";
import { SORT_OPTIONS } from "../job-sort";
import { annualPayRuleText } from "../pay";
import { MAX_SEARCH_LENGTH } from "../search-text";
import { WORK_ARRANGEMENTS } from "../work-arrangement";
import { cursorSchema, optionalFilter, uuidSchema } from "./common";
import { DEFAULT_PAGE_SIZE, MAX_IDS, MAX_PAGE_SIZE } from "../job-list-limits";

const salary = z.coerce.number().int("Salary must be a whole number").min(0).max(100_000_000);

export { DEFAULT_PAGE_SIZE, MAX_IDS, MAX_PAGE_SIZE };
const LIMIT = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
const OFFSET = "offset must be a whole number of at least 0";

export const jobSearchSchema = z.object({
  search: optionalFilter(z.string().trim().max(MAX_SEARCH_LENGTH, `Search is at most ${MAX_SEARCH_LENGTH} characters`)),
  location: optionalFilter(z.string().trim().max(100, "Location is too long")),
  category: optionalFilter(z.string().refine(isCategoryOption, "Unknown category")),
  salaryMin: optionalFilter(salary.describe(`Yearly GBP: jobs whose top of range reaches it. ${annualPayRuleText()}`)),
  salaryMax: optionalFilter(salary.describe(`Yearly GBP: jobs whose bottom of range is within it. ${annualPayRuleText()}`)),
  riskLevel: optionalFilter(z.enum(DANGER_LEVELS, { message: `riskLevel must be one of ${DANGER_LEVELS.join(", ")}` })),
  rotation: optionalFilter(z.enum(ROTATIONS, { message: `rotation must be one of ${ROTATIONS.join(", ")}` })),
  ticket: optionalFilter(z.enum(TICKETS, { message: `ticket must be one of ${TICKETS.join(", ")}` })),
  travelPaid: optionalFilter(z.enum(["true", "false"], { message: "travelPaid must be true or false" }).transform((v) => v === "true")),
  visaSponsorship: optionalFilter(
    z.enum(["true", "false"], { message: "visaSponsorship must be true or false" }).transform((v) => v === "true"),
  ),
  workArrangement: optionalFilter(z.enum(WORK_ARRANGEMENTS, { message: `workArrangement must be one of ${WORK_ARRANGEMENTS.join(", ")}` })),
  sortBy: optionalFilter(z.enum(SORT_OPTIONS, { message: "Unknown sort order" })).transform((v) => v ?? "newest"),
  limit: optionalFilter(z.coerce.number({ error: LIMIT }).int(LIMIT).min(1, LIMIT).max(MAX_PAGE_SIZE, LIMIT)).transform(
    (v) => v ?? DEFAULT_PAGE_SIZE,
  ),
  /** Absent rather than 0 by default, so a request that sends both offset and cursor can be refused. */
  offset: optionalFilter(z.coerce.number({ error: OFFSET }).int(OFFSET).min(0, OFFSET).max(1_000_000, OFFSET)),
  /** Opaque: the X-Next-Cursor of the previous page, which continues after its last row in the same sort order. */
  cursor: optionalFilter(
    cursorSchema.describe("The X-Next-Cursor of the previous page: continues after it in the same sort order (not with offset)"),
  ),
  ids: optionalFilter(
    z
      .string()
      .transform((s) => [
        ...new Set(
          s
            .split(",")
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(uuidSchema).max(MAX_IDS, `At most ${MAX_IDS} ids`)),
  ),
});

export type JobSearch = z.output<typeof jobSearchSchema>;
