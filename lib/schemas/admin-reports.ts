// Broken-link report handling inputs (spec sections 4 and 7).
import { z } from "zod";
import { REPORT_STATUSES } from "../broken-links";
import { optionalFilter } from "./common";

export const reportListSchema = z.object({
  status: optionalFilter(z.enum(REPORT_STATUSES, { message: "Unknown report status" })),
});

export const resolveReportSchema = z.object({
  adminNotes: z
    .string()
    .trim()
    .max(2000, "Notes are at most 2000 characters")
    .nullish()
    .transform((v) => v || null),
});
