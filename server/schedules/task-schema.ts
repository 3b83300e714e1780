// What a scheduled task's job carries: how it was started, and for a scheduled run, the period it is for.
import "server-only";
import { z } from "zod";

export const taskRunSchema = z.object({
  trigger: z.enum(["schedule", "by-hand"]),
  period: z.string().min(1).max(40).optional(),
});

export type TaskRun = z.infer<typeof taskRunSchema>;
