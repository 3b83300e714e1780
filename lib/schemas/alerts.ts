// Subscription, job-alert and token input, shared by handlers and tests.
import { z } from "zod";
import { ALERT_LOCATION_VALUES, ALERT_SALARIES, DEFAULT_ALERT_LOCATION, DEFAULT_ALERT_SALARY, HONEYPOT_FIELD } from "../alert-options";
import { CATEGORIES } from "../categories";
import { DANGER_LEVELS } from "../job-fields";
import { emailSchema as email } from "./password-reset";

export const ALREADY_SUBSCRIBED = "This email is already subscribed";

// The honeypot: any string is accepted here; the handler decides what a filled one means.
const honeypot = { [HONEYPOT_FIELD]: z.string().max(1000).optional() };

export const emailSubscribeSchema = z.object({ email, ...honeypot });

export const alertSettingsSchema = z.object({
  salary: z.coerce
    .number({ error: "Choose a minimum salary" })
    .refine((v) => (ALERT_SALARIES as readonly number[]).includes(v), `Minimum salary must be one of ${ALERT_SALARIES.join(", ")}`)
    .default(DEFAULT_ALERT_SALARY),
  location: z
    .enum(ALERT_LOCATION_VALUES, { error: `Location must be one of ${ALERT_LOCATION_VALUES.join(", ")}` })
    .default(DEFAULT_ALERT_LOCATION),
  categories: z
    .array(z.enum(CATEGORIES, { error: "Unknown category" }), { error: "Categories must be a list" })
    .max(CATEGORIES.length)
    .default([])
    .transform((list) => [...new Set(list)].sort()),
  maxRisk: z.enum(DANGER_LEVELS, { error: `Highest risk level must be one of ${DANGER_LEVELS.join(", ")}` }).optional(),
  travelPaid: z.boolean({ error: "Travel paid must be true or false" }).optional(),
});

export type AlertSettings = z.output<typeof alertSettingsSchema>;

export const jobAlertSchema = z.object({
  email,
  settings: alertSettingsSchema.default({ salary: DEFAULT_ALERT_SALARY, location: DEFAULT_ALERT_LOCATION, categories: [] }),
  ...honeypot,
});

export const tokenSchema = z
  .string({ error: "The link is incomplete" })
  .trim()
  .min(20, "The link is incomplete")
  .max(200, "The link is invalid");
export const tokenBodySchema = z.object({ token: tokenSchema });
