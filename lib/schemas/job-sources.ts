// Job sources: an admin sets one up for an employer account — a multiposter's feed that posts
// adverts to us, or an ATS board we read — and watches what each one did.
import { z } from "zod";
import { atsTokenSchema } from "../job-sources/ats-token";
import { SOURCE_KINDS } from "../job-sources/kinds";
import { uuidSchema } from "./common";

const allowance = z
  .number({ error: "allowance: a whole number of live jobs (0 = none)" })
  .int("allowance: a whole number of live jobs (0 = none)")
  .min(0, "allowance cannot be negative")
  .max(100_000, "allowance is at most 100000");

export const createSourceSchema = z
  .strictObject({
    kind: z.enum(SOURCE_KINDS, { error: "kind: multiposter, greenhouse, lever or workable" }),
    name: z.string({ error: "name is required" }).trim().min(1, "name is required").max(120, "name is at most 120 characters"),
    userId: uuidSchema,
    token: atsTokenSchema.optional(),
    allowance,
  })
  .refine((s) => s.kind === "multiposter" || s.token !== undefined, { message: "token is required for an ATS board", path: ["token"] })
  .refine((s) => s.kind !== "multiposter" || s.token === undefined, { message: "A multiposter takes no token", path: ["token"] });
export type CreateSource = z.output<typeof createSourceSchema>;

export const patchSourceSchema = z
  .strictObject({ paused: z.boolean(), allowance, rotateSecret: z.literal(true) })
  .partial()
  .refine((p) => Object.keys(p).length > 0, "Nothing to change: send paused, allowance or rotateSecret")
  .meta({ anyOf: [{ required: ["paused"] }, { required: ["allowance"] }, { required: ["rotateSecret"] }] });
export type PatchSource = z.output<typeof patchSourceSchema>;

const moment = z.iso.datetime({ offset: true });

export const sourceRowSchema = z.object({
  id: z.uuid(),
  kind: z.enum(SOURCE_KINDS),
  name: z.string(),
  userId: z.uuid(),
  employerName: z.string(),
  token: z.string().nullable(),
  username: z.string().nullable(),
  allowance: z.number().int(),
  paused: z.boolean(),
  jobsLive: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  closed: z.number().int(),
  refused: z.number().int(),
  lastRunAt: moment.nullable(),
  lastRunStatus: z.enum(["ok", "error"]).nullable(),
  lastError: z.string().nullable(),
  createdAt: moment,
});
export type SourceRow = z.input<typeof sourceRowSchema>;

export const sourceDetailSchema = sourceRowSchema.extend({
  runs: z.array(
    z.object({
      id: z.uuid(),
      startedAt: moment,
      finishedAt: moment.nullable(),
      status: z.enum(["running", "ok", "error"]),
      created: z.number().int(),
      updated: z.number().int(),
      closed: z.number().int(),
      incomplete: z.number().int(),
      refused: z.number().int(),
      error: z.string().nullable(),
    }),
  ),
  refusals: z.array(
    z.object({
      id: z.uuid(),
      externalReference: z.string().nullable(),
      title: z.string(),
      rule: z.string(),
      field: z.string(),
      message: z.string(),
      flagged: z.boolean(),
      createdAt: moment,
    }),
  ),
});
export type SourceDetail = z.input<typeof sourceDetailSchema>;

/** The create (and rotate) answer: a multiposter's credentials appear here once and never again. */
export const createdSourceSchema = z.object({
  id: z.uuid(),
  kind: z.enum(SOURCE_KINDS),
  name: z.string(),
  username: z.string().optional(),
  secret: z.string().optional(),
});
export type CreatedSource = z.input<typeof createdSourceSchema>;

export const patchedSourceSchema = sourceRowSchema.extend({ secret: z.string().optional() });

export const syncCountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  closed: z.number().int(),
  incomplete: z.number().int(),
  refused: z.number().int(),
});
