// The employer's applicant inbox: what its list, an opened application and a decision take and answer.
// Shared by the route wrapper, /api/openapi.json and the Applicants page.
import { z } from "zod";
import { APPLICATION_STATUSES, EMPLOYER_DECISIONS } from "../applications/kinds";
import { count, momentSchema } from "./answers";
import { cursorSchema, uuidSchema } from "./common";

export const MAX_DECLINE_MESSAGE_CHARS = 1000;
export const APPLICANTS_PAGE_SIZE = 20;

/** The two filter chips, as the query string names them: `filter=valid-tickets,available`. */
export const APPLICANT_FILTERS = ["valid-tickets", "available"] as const;
export type ApplicantFilter = (typeof APPLICANT_FILTERS)[number];
export const APPLICANT_SORTS = ["fit", "newest"] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

const filterList = z
  .string()
  .max(100)
  .transform((v, ctx) => {
    const names = v.split(",").filter(Boolean);
    const unknown = names.find((n) => !(APPLICANT_FILTERS as readonly string[]).includes(n));
    if (unknown) {
      ctx.addIssue({ code: "custom", message: `filter must be a list of ${APPLICANT_FILTERS.join(", ")}` });
      return z.NEVER;
    }
    return names as ApplicantFilter[];
  })
  .meta({
    description:
      "Comma-separated: `valid-tickets` (every required ticket and medical valid through the hitch), `available` (free by the start)",
  });

export const applicantListQuerySchema = z.object({
  filter: filterList.optional(),
  sort: z.enum(APPLICANT_SORTS, { error: "sort must be fit or newest" }).default("fit"),
  cursor: cursorSchema.optional(),
});

export const applicantParams = z.object({ id: uuidSchema, appId: uuidSchema });

export const appliedItemSchema = z.object({ name: z.string(), expiresOn: z.string().nullable() });
export const hitchItemSchema = z.object({
  name: z.string(),
  state: z.enum(["valid", "lapses", "lapsed", "missing"]),
  lapsesOn: z.string().optional(),
  dayOfHitch: z.number().int().optional(),
});

export const applicantSchema = z.object({
  id: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  appliedAt: momentSchema,
  viewedAt: momentSchema.nullable(),
  statusChangedAt: momentSchema,
  availableFrom: z.string().nullable(),
  rotations: z.array(z.string()),
  tickets: z.array(appliedItemSchema),
  medicals: z.array(appliedItemSchema),
  hitch: z
    .object({ hitchStart: z.string(), hitchEnd: z.string(), items: z.array(hitchItemSchema) })
    .describe("The job's required tickets and medicals against what the seeker applied with, as of today"),
  answers: z.array(z.object({ id: z.string(), question: z.string(), value: z.string() })),
  note: z.string().nullable(),
  cv: z.object({ name: z.string(), type: z.string(), bytes: count }).nullable().describe("Fetch it from …/applications/{appId}/cv"),
  ticketsValid: z.boolean(),
  availableByStart: z.boolean(),
  fitScore: z.number().int(),
  declineMessage: z.string().nullable(),
  dataDeleted: z.boolean().describe("Its CV and answers were deleted (withdrawal or retention)"),
});
/** As sent: moments are ISO text. */
export type Applicant = z.input<typeof applicantSchema>;

export const applicantPageSchema = z.object({
  applicants: z.array(applicantSchema),
  nextCursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last"),
});

export const decisionSchema = z
  .object({
    status: z.enum(EMPLOYER_DECISIONS, { error: "status must be shortlisted, declined or hired" }),
    message: z.string().trim().max(MAX_DECLINE_MESSAGE_CHARS, `message must be at most ${MAX_DECLINE_MESSAGE_CHARS} characters`).optional(),
  })
  .refine((d) => !d.message || d.status === "declined", { message: "A message goes only with a decline", path: ["message"] });
export type Decision = z.output<typeof decisionSchema>;

/** The short messages the Decline dialog offers to start from. */
export const DECLINE_TEMPLATES = [
  "Thank you for applying. We have chosen candidates whose tickets and availability fit this hitch more closely.",
  "Thank you for applying. This role has now been filled, and we will keep your details in mind for future hitches.",
  "Thank you for applying. We are looking for more experience in this role this time.",
] as const;
