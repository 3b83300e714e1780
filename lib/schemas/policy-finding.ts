// What the compliance gate says about a job, as the APIs answer it (docs/compliance.md).
import { z } from "zod";

export const policyFindingSchema = z
  .object({
    rule: z.string().describe("The rule's id in docs/compliance.md, e.g. gender-neutral-title"),
    field: z.string().describe("The job field the finding concerns, as the form names it"),
    message: z.string().describe("What the poster reads"),
  })
  .describe("A compliance finding");

/** The gate's warnings: the job is (or will be) saved with them. */
export const policyWarningsSchema = z.array(policyFindingSchema).describe("The compliance gate's warnings; the job is saved with them");
