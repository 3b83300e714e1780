// What an employer may do to their own posting (docs/decisions/042): edit it without changing what was
// paid for, extend it through checkout, and pay for that extension.
import { z } from "zod";
import { PLAN_TYPES } from "../plans";
import { applyOnField, screeningQuestionsField } from "./screening-questions";
import { checkCategoryAndSalary, closingDate, jobDraftObject, onObjects, salaryUnit } from "./job-draft";

/**
 * Every field of the job form that does not change the price: the plan, featured placement and the
 * application window (which the plan was priced for) are left out; extending the window is a purchase.
 */
export const employerJobEditSchema = jobDraftObject
  .omit({ planType: true, isFeatured: true, applicationStartDate: true, applicationClosingDate: true })
  // An edit that names no unit keeps the job's own: a day rate is not turned into a yearly salary by omission.
  .extend({
    salaryUnit: salaryUnit.optional().describe("year or day; omitted, the job keeps its unit"),
    // Omitted, the job keeps where it takes applications and its questions.
    applyOn: applyOnField.optional(),
    screeningQuestions: screeningQuestionsField.optional(),
  })
  .superRefine(checkCategoryAndSalary, onObjects);
export type EmployerJobEdit = z.output<typeof employerJobEditSchema>;

export const extendJobSchema = z.object({
  planType: z.enum(PLAN_TYPES, { error: "Invalid plan selected" }),
  applicationClosingDate: closingDate("New closing date"),
});

export const completeExtensionSchema = z.object({
  paymentIntentId: z.string().trim().min(1, "Payment is required").max(255),
});
