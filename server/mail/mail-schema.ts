// What a queued `mail.send` job carries, checked again when the job runs, since the row outlives the code that
// wrote it: a whole Mail, or, for a mail whose link is a live credential, only a reference to the row it is for.
import "server-only";
import { z } from "zod";
import { CV_KEY } from "../applications/cv-store";
import type { Mail } from "./send-mail";

/** The longest idempotency key Resend takes. */
export const IDEMPOTENCY_KEY_MAX = 256;

export const plainMailSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
  replyTo: z.string().optional(),
  idempotencyKey: z.string().min(1).max(IDEMPOTENCY_KEY_MAX).optional(),
  // CV-store keys, read when the mail is sent (send-mail.ts): never the file's bytes in the queue.
  attachments: z
    .array(z.object({ filename: z.string().min(1).max(255), contentType: z.string().min(1).max(255), cvKey: z.string().regex(CV_KEY) }))
    .max(5)
    .optional(),
}) satisfies z.ZodType<Mail>;

/**
 * A reset, verification or email-change mail, rendered (and its link made) when it is sent
 * (server/accounts/account-mail.ts): the queue's tables, kept for days, never hold a working link.
 */
export const accountMailSchema = z.discriminatedUnion("template", [
  z.object({ template: z.literal("password-reset"), resetId: z.uuid() }),
  z.object({ template: z.literal("verify-email"), userId: z.uuid() }),
  z.object({ template: z.literal("email-change-confirm"), changeId: z.uuid() }),
  z.object({ template: z.literal("email-change-notice"), changeId: z.uuid() }),
]);
export type AccountMail = z.output<typeof accountMailSchema>;

export const mailSchema = z.union([accountMailSchema, plainMailSchema]);
export type QueuedMail = z.output<typeof mailSchema>;
