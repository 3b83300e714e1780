// A visitor's report on a job: a reason from the menu and, for "other", their own words. A body with no
// reason is a broken-link report, as the first version of the endpoint took it.
import { z } from "zod";
import { uuidSchema } from "./common";
import { REPORT_DETAILS_MAX, REPORT_REASON_LABELS, REPORT_REASONS } from "../report-reasons";

export const brokenLinkReportSchema = z
  .object({
    jobId: uuidSchema,
    reason: z
      .enum(REPORT_REASONS, { message: `Reason must be one of: ${REPORT_REASONS.join(", ")}` })
      .default("broken_link")
      .describe("Why the job is reported; broken_link when left out"),
    reportReason: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, `Tell us in at most ${REPORT_DETAILS_MAX} characters`)
      .optional()
      .describe("The reporter's own words; required when the reason is other"),
  })
  .refine((r) => r.reason !== "other" || Boolean(r.reportReason), {
    message: "Tell us what is wrong with this job",
    path: ["reportReason"],
  })
  // The stored text is the reporter's words, or the reason's label when they gave none.
  .transform((r) => ({ jobId: r.jobId, reason: r.reason, reportReason: r.reportReason || REPORT_REASON_LABELS[r.reason] }));
export type BrokenLinkReportInput = z.output<typeof brokenLinkReportSchema>;
