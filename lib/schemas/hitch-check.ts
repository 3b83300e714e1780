// The hitch check's answer (docs/decisions/130-hitch-check.md): each ticket and medical a job asks for, and
// how the seeker's holds through the job's first hitch. Outside clients rely on this shape.
import { z } from "zod";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const hitchCheckItemSchema = z.object({
  name: z.string().describe("The ticket or medical as a person reads it"),
  state: z
    .enum(["valid", "lapses", "lapsed", "missing"])
    .describe("valid through the hitch's last day; lapses during it (or before it starts); already lapsed; not in the profile"),
  lapsesOn: day.optional().describe("The held item's expiry day, for lapses and lapsed"),
  dayOfHitch: z
    .number()
    .int()
    .optional()
    .describe("For lapses: the day of the hitch the expiry day falls on, 1 being its first; 0 or less is before it starts"),
});

export const hitchCheckSchema = z.object({
  hitchStart: day.describe("The job's start date, or today when it names none or it has passed"),
  hitchEnd: day.describe("The hitch's last day: the start plus the rotation's time on; the start itself with no fixed rotation"),
  items: z.array(hitchCheckItemSchema),
});
