// CRM inputs: the lead list filters and the contact/convert update.
import { z } from "zod";
import { LEAD_SOURCES } from "../crm";
import { optionalFilter } from "./common";
import { booleanFlag, pageQuery, searchText } from "./admin-lists";

export const employerListSchema = z.object({
  search: searchText,
  source: optionalFilter(z.enum(LEAD_SOURCES, { message: "Unknown source" })),
  contacted: optionalFilter(booleanFlag),
  converted: optionalFilter(booleanFlag),
  ...pageQuery,
});
export type EmployerList = z.output<typeof employerListSchema>;

const date = z.coerce.date({ message: "Invalid date" }).nullable();

export const employerUpdateSchema = z
  .strictObject(
    {
      contacted: z.boolean(),
      contactedDate: date,
      converted: z.boolean(),
      convertedDate: date,
      notes: z.string().max(10_000, "Notes are at most 10000 characters").nullable(),
    },
    { error: (issue) => (issue.code === "unrecognized_keys" ? `This field cannot be changed: ${issue.keys.join(", ")}` : undefined) },
  )
  .partial()
  .refine((input) => Object.keys(input).length > 0, "Nothing to update")
  // The refinement has no JSON Schema form; this states it for the OpenAPI description.
  .meta({ minProperties: 1 });
export type EmployerUpdate = z.output<typeof employerUpdateSchema>;
