// A seeker's application as it is sent (POST /api/jobs/{id}/applications) and as their tracker reads it
// (GET /api/user/applications). Each answer is judged against the job's own questions on the server
// (server/applications/apply.ts), since only the job says which are required and what kind each is.
import { z } from "zod";
import { APPLICATION_STATUSES, MAX_NOTE_CHARS, MAX_SCREENING_QUESTIONS, MAX_SHORT_ANSWER_CHARS } from "../applications/kinds";
import { momentSchema } from "./public-job";

const MAX_PHONE_CHARS = 30;

/** Blank means not given: a form sends '' for a field left empty. */
const optionalText = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

export const screeningAnswerSchema = z.object({
  id: z.string({ error: "Each answer names its question's id" }).trim().min(1, "Each answer names its question's id").max(40),
  value: z
    .string({ error: "An answer is text: 'yes' or 'no', or a short answer" })
    // Judged against its question's kind and limit on the server (answers.{id}); this only bounds the input.
    .max(MAX_NOTE_CHARS, `An answer is at most ${MAX_SHORT_ANSWER_CHARS} characters`),
});

export const applyInputSchema = z.object({
  answers: z
    .array(screeningAnswerSchema, { error: "answers is a list of { id, value }" })
    .max(MAX_SCREENING_QUESTIONS, `A job asks at most ${MAX_SCREENING_QUESTIONS} questions`)
    .default([])
    .describe("One { id, value } per screening question; a yes-no question takes 'yes' or 'no'"),
  note: optionalText(z.string().trim().max(MAX_NOTE_CHARS, `The note is at most ${MAX_NOTE_CHARS} characters`)).describe(
    "A few words to the employer",
  ),
  phone: optionalText(
    z
      .string()
      .trim()
      .max(MAX_PHONE_CHARS, "That phone number is too long")
      .regex(/^\+?[0-9][0-9 ()./-]{4,}$/, "Enter a phone number of digits, spaces and an optional leading +"),
  ).describe("Left out, the employer has the email address only"),
});
export type ApplyInput = z.output<typeof applyInputSchema>;

export const applyAnswerSchema = z.object({ id: z.uuid(), status: z.literal("sent") });
export const withdrawAnswerSchema = z.object({ id: z.uuid(), status: z.literal("withdrawn") });

export const seekerApplicationSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  company: z.string(),
  status: z.enum([...APPLICATION_STATUSES, "closed"]).describe("'closed': the job closed before the employer decided"),
  declineMessage: z.string().nullable(),
  createdAt: momentSchema,
  statusChangedAt: momentSchema,
});
export type SeekerApplication = z.input<typeof seekerApplicationSchema>;

export const seekerApplicationsAnswerSchema = z.object({ applications: z.array(seekerApplicationSchema) });
