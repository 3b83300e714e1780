// Broken-link report input.
import { z } from "zod";
import { uuidSchema } from "./common";
import { DEFAULT_REPORT_REASON } from "../broken-links";

export const brokenLinkReportSchema = z.object({
  jobId: uuidSchema,
  reportReason: z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((v) => v || DEFAULT_REPORT_REASON),
});
export type BrokenLinkReportInput = z.output<typeof brokenLinkReportSchema>;
