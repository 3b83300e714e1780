// A Mail as a queued job carries it: checked again when the job runs, since the row outlives the code that wrote it.
import "server-only";
import { z } from "zod";
import type { Mail } from "./send-mail";

/** The longest idempotency key Resend takes. */
export const IDEMPOTENCY_KEY_MAX = 256;

export const mailSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
  replyTo: z.string().optional(),
  idempotencyKey: z.string().min(1).max(IDEMPOTENCY_KEY_MAX).optional(),
}) satisfies z.ZodType<Mail>;
