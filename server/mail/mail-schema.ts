// A Mail as a queued job carries it: checked again when the job runs, since the row outlives the code that wrote it.
import "server-only";
import { z } from "zod";
import type { Mail } from "./send-mail";

export const mailSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
  replyTo: z.string().optional(),
  idempotencyKey: z.string().min(1).max(256).optional(),
}) satisfies z.ZodType<Mail>;
