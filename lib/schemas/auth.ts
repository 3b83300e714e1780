// Sign-up and sign-in input, shared by the forms and the /api handlers.
import { z } from "zod";
import { MAX_USERNAME, MIN_USERNAME, USERNAME_MESSAGES, USERNAME_PATTERN } from "../username";

export const MIN_PASSWORD = 6;
export const ACCOUNT_TYPES = ["user", "employer"] as const;

const FILL_ALL_REQUIRED = "Please fill in all required fields";
const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const optionalName = z
  .string()
  .trim()
  .max(100, "Names are at most 100 characters")
  .optional()
  .or(z.null())
  .transform((v) => v || undefined);

export const passwordSchema = z
  .string({ error: FILL_ALL_REQUIRED })
  .min(1, FILL_ALL_REQUIRED)
  .min(MIN_PASSWORD, "Password must be at least 6 characters long")
  .max(128, "Password must be at most 128 characters long");

export const registerSchema = z.object({
  username: required(FILL_ALL_REQUIRED)
    .min(MIN_USERNAME, USERNAME_MESSAGES.short)
    .max(MAX_USERNAME, USERNAME_MESSAGES.long)
    .regex(USERNAME_PATTERN, USERNAME_MESSAGES.pattern),
  email: required(FILL_ALL_REQUIRED).pipe(z.email("Please enter a valid email address").max(254)).meta({ format: "email" }),
  password: passwordSchema,
  firstName: optionalName,
  lastName: optionalName,
  role: z
    .enum(ACCOUNT_TYPES, { error: "Account type must be Job Seeker or Employer" })
    .optional()
    .transform((v) => v ?? "user"),
});
export type RegisterInput = z.output<typeof registerSchema>;

const FILL_ALL = "Please fill in all fields";
export const loginSchema = z.object({
  username: required(FILL_ALL).max(254, FILL_ALL),
  password: z.string({ error: FILL_ALL }).min(1, FILL_ALL).max(128, FILL_ALL),
});
export type LoginInput = z.output<typeof loginSchema>;
