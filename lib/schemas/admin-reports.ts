// Broken-link report handling inputs.
import { z } from "zod";
import { REPORT_STATUSES } from "../broken-links";
import { optionalFilter } from "./common";
import { pageQuery } from "./admin-lists";

export const reportListSchema = z.object({
  status: optionalFilter(z.enum(REPORT_STATUSES, { message: "Unknown report status" })),
  ...pageQuery,
});
export type ReportList = z.output<typeof reportListSchema>;

const adminNotes = z
  .string()
  .trim()
  .max(2000, "Notes are at most 2000 characters")
  .nullish()
  .transform((v) => v || null);

export const resolveReportSchema = z.object({ adminNotes });

/** The two steps besides resolving: looking into it, or deciding the link was fine after all. */
export const REPORT_ACTIONS = ["investigating", "dismissed"] as const;
export const reportStatusSchema = z.object({
  status: z.enum(REPORT_ACTIONS, { message: "Status must be investigating or dismissed" }),
  adminNotes,
});
export type ReportStatusChange = z.output<typeof reportStatusSchema>;

/** Reports are tall cards: fewer to a screen than the other lists. */
export const REPORTS_PAGE = 20;
