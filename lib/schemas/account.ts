// Account control input: every change to one's own account asks for the current password.
import { z } from "zod";
import { APPLICATION_MAIL_MODES } from "@/lib/applications/kinds";
import { passwordSchema } from "./auth";
import { emailSchema } from "./password-reset";

export const ENTER_CURRENT_PASSWORD = "Please enter your current password";
const currentPassword = z.string({ error: ENTER_CURRENT_PASSWORD }).min(1, ENTER_CURRENT_PASSWORD).max(128, ENTER_CURRENT_PASSWORD);

export const changePasswordSchema = z.object({ currentPassword, newPassword: passwordSchema });
export const changeEmailSchema = z.object({ currentPassword, newEmail: emailSchema });
export const deleteAccountSchema = z.object({ currentPassword });

/** How an employer hears of new applications: one email each, or one a day. Not a credential: no password. */
export const applicationMailSchema = z.object({
  applicationMail: z.enum(APPLICATION_MAIL_MODES, { error: "applicationMail must be 'each' or 'daily'" }),
});

export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
export type ChangeEmailInput = z.output<typeof changeEmailSchema>;

const LINK_PROBLEM = "This link is invalid or has expired. Please ask for a new one from your account page.";
/** The token from an emailed verification link (a signed JWT from the auth library). */
export const verifyEmailSchema = z.object({ token: z.string({ error: LINK_PROBLEM }).min(1, LINK_PROBLEM).max(2000, LINK_PROBLEM) });

const CANCEL_LINK_PROBLEM = "This link is invalid or has expired.";
/** The token from the cancel link in the notice to an account's old address. */
export const cancelEmailChangeSchema = z.object({
  token: z.string({ error: CANCEL_LINK_PROBLEM }).min(1, CANCEL_LINK_PROBLEM).max(200, CANCEL_LINK_PROBLEM),
});
