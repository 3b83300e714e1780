// The `push.send` job's payload: which subscription row, and the notification exactly as the browser gets it.
import "server-only";
import { z } from "zod";
import { pushNotificationSchema } from "@/lib/schemas/push";

export const pushJobSchema = z.object({
  subscriptionId: z.uuid(),
  notification: pushNotificationSchema,
  /** How many times this push was put back (its account's or host's share was in use, or it timed out). */
  putBack: z.number().int().nonnegative().optional(),
});
export type PushJob = z.output<typeof pushJobSchema>;
