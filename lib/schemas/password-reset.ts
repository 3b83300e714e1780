// Forgot and reset password input.
import { z } from "zod";
import { MIN_PASSWORD } from "./auth";

export const INVALID_EMAIL = "Please enter a valid email address";
export const PASSWORD_TOO_SHORT = "Password must be at least 6 characters long";

/** An address we will write to: trimmed and lower-cased, so one person is one row. */
export const emailSchema = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .pipe(z.email(INVALID_EMAIL).max(254, INVALID_EMAIL))
  .meta({ format: "email" });

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z.string({ error: "The reset token is missing" }).min(1, "The reset token is missing").max(200),
  newPassword: z
    .string({ error: PASSWORD_TOO_SHORT })
    .min(MIN_PASSWORD, PASSWORD_TOO_SHORT)
    .max(128, "Password must be at most 128 characters long"),
});
