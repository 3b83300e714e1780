// User management inputs: the account list and one change to an account.
import { z } from "zod";
import { optionalFilter } from "./common";
import { EMPLOYER_VERIFICATION_DECISIONS } from "../employer-verification";
import { pageQuery, searchText } from "./admin-lists";

export const ROLES = ["user", "employer", "admin"] as const;
export type AccountRole = (typeof ROLES)[number];
export const ROLE_LABELS: Record<AccountRole, string> = { user: "Job Seeker", employer: "Employer", admin: "Admin" };

export const USER_STATES = ["active", "blocked"] as const;

export const userListSchema = z.object({
  search: searchText,
  role: optionalFilter(z.enum(ROLES, { message: "Unknown role" })),
  state: optionalFilter(z.enum(USER_STATES, { message: "Unknown state" })),
  ...pageQuery,
});
export type UserList = z.output<typeof userListSchema>;

export const userChangeSchema = z
  .strictObject(
    {
      blocked: z.boolean(),
      reason: z
        .string()
        .trim()
        .max(500, "The reason is at most 500 characters")
        .nullish()
        .transform((v) => v || null),
      role: z.enum(ROLES, { message: "Unknown role" }),
    },
    { error: (issue) => (issue.code === "unrecognized_keys" ? `This field cannot be changed: ${issue.keys.join(", ")}` : undefined) },
  )
  .partial()
  .refine((c) => c.blocked !== undefined || c.role !== undefined, "Nothing to change: send blocked or role")
  // The refinement has no JSON Schema form; this states it for the OpenAPI description.
  .meta({ anyOf: [{ required: ["blocked"] }, { required: ["role"] }] });
export type UserChange = z.output<typeof userChangeSchema>;

export const auditListSchema = z.object(pageQuery);

/** How each audit action reads in the log. */
export const AUDIT_ACTIONS = {
  block: "Blocked",
  unblock: "Unblocked",
  role: "Changed role",
  verification: "Changed employer verification",
  takedown: "Took down job",
  relist: "Listed job again",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** An admin verifies an employer, revokes the badge, or leaves it to the verified-email domain rule. */
export const employerVerificationChangeSchema = z.strictObject({
  decision: z.enum(EMPLOYER_VERIFICATION_DECISIONS, { message: "Decision must be auto, verified or revoked" }),
});
