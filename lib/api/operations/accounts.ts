import { z } from "zod";
import {
  messageAnswerSchema,
  publicUserSchema,
  shortlistAnswerSchema,
  tokenValidityAnswerSchema,
  userExportSchema,
} from "@/lib/schemas/answers";
import { defineOperation, json, none, idParam, tokenParam } from "../operation";
import {
  applicationMailSchema,
  cancelEmailChangeSchema,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  verifyEmailSchema,
} from "@/lib/schemas/account";
import { loginSchema, registerSchema } from "@/lib/schemas/auth";
import { companySchema } from "@/lib/schemas/company";
import { forgotPasswordSchema, resetPasswordSchema } from "@/lib/schemas/password-reset";
import { profileAnswerSchema, profileInputSchema } from "@/lib/schemas/profile";
import { shortlistMergeSchema } from "@/lib/schemas/shortlist";
import { supportSchema } from "@/lib/schemas/support";

export const getUser = defineOperation({
  method: "get",
  path: "/api/user",
  summary: "The signed-in user",
  tag: "Accounts",
  access: "signed-in",
  body: none,
  response: publicUserSchema,
});

export const getSession = defineOperation({
  method: "get",
  path: "/api/session",
  summary: "Who is signed in: the user, or null when nobody is; never 401, so a signed-out page's check is not a failed call",
  tag: "Accounts",
  access: "public",
  body: none,
  response: z.object({ user: publicUserSchema.nullable() }),
});

export const deleteUser = defineOperation({
  method: "delete",
  path: "/api/user",
  summary: "Delete the signed-in user's account (current password; jobs archived, subscriptions removed)",
  tag: "Accounts",
  access: "signed-in",
  body: json(deleteAccountSchema),
  errors: [403, 409, 429],
  response: messageAnswerSchema,
});

export const postUserPassword = defineOperation({
  method: "post",
  path: "/api/user/password",
  summary: "Change the signed-in user's password (current password; other sessions end)",
  tag: "Accounts",
  access: "signed-in",
  body: json(changePasswordSchema),
  errors: [403, 429],
  response: messageAnswerSchema,
});

export const postUserEmail = defineOperation({
  method: "post",
  path: "/api/user/email",
  summary: "Ask to change the signed-in user's email (current password): the new address confirms by link, the old one is told",
  tag: "Accounts",
  access: "signed-in",
  body: json(changeEmailSchema),
  errors: [403, 429],
  response: messageAnswerSchema,
});

export const postUserEmailCancel = defineOperation({
  method: "post",
  path: "/api/user/email/cancel",
  summary: "Cancel a pending email change by the link in the notice to the old address (no sign-in; repeatable)",
  tag: "Accounts",
  access: "public",
  body: json(cancelEmailChangeSchema),
  errors: [409],
  response: messageAnswerSchema,
});

export const postUserEmailVerification = defineOperation({
  method: "post",
  path: "/api/user/email/verification",
  summary: "Email the signed-in user a new link to verify their address",
  tag: "Accounts",
  access: "signed-in",
  body: none,
  errors: [429],
  response: messageAnswerSchema,
});

export const postVerifyEmail = defineOperation({
  method: "post",
  path: "/api/verify-email",
  summary: "Follow an emailed verification link: verify the address, or complete an email change (other sessions end)",
  tag: "Accounts",
  access: "public",
  body: json(verifyEmailSchema),
  response: messageAnswerSchema,
});

export const getUserExport = defineOperation({
  method: "get",
  path: "/api/user/export",
  summary: "Download everything held about the signed-in user as JSON",
  tag: "Accounts",
  access: "signed-in",
  body: none,
  response: userExportSchema,
});

export const postSupport = defineOperation({
  method: "post",
  path: "/api/support",
  summary: "Send a message to support (Reply-To the sender)",
  tag: "Support",
  access: "public",
  body: json(supportSchema),
  errors: [429, 503],
  response: messageAnswerSchema,
});

export const postLogin = defineOperation({
  method: "post",
  path: "/api/login",
  summary: "Sign in with username and password",
  tag: "Accounts",
  access: "public",
  body: json(loginSchema),
  errors: [401, 429],
  response: publicUserSchema,
});

export const postRegister = defineOperation({
  method: "post",
  path: "/api/register",
  summary: "Create a Job Seeker or Employer account and email its verification link (a taken email answers the same)",
  tag: "Accounts",
  access: "public",
  body: json(registerSchema),
  success: 201,
  errors: [409, 429],
  response: messageAnswerSchema,
});

export const postLogout = defineOperation({
  method: "post",
  path: "/api/logout",
  summary: "End the session (a form POST is answered with 303 to the home page; there is no GET)",
  tag: "Accounts",
  access: "public",
  body: none,
  response: messageAnswerSchema,
  formRedirect: "/",
});

export const putAuthCompany = defineOperation({
  method: "put",
  path: "/api/auth/company",
  summary: "Save the signed-in user's company details",
  tag: "Accounts",
  access: "signed-in",
  body: json(companySchema),
  errors: [429],
  // null only when the account was deleted while this was saved.
  response: publicUserSchema.nullable(),
});

export const postForgotPassword = defineOperation({
  method: "post",
  path: "/api/forgot-password",
  summary: "Email a password-reset link",
  tag: "Accounts",
  access: "public",
  body: json(forgotPasswordSchema),
  errors: [429],
  response: messageAnswerSchema,
});

export const getResetPasswordValidateToken = defineOperation({
  method: "get",
  path: "/api/reset-password/validate/{token}",
  summary: "Whether a reset link can still be used",
  tag: "Accounts",
  access: "public",
  params: tokenParam,
  body: none,
  response: tokenValidityAnswerSchema,
});

export const postResetPassword = defineOperation({
  method: "post",
  path: "/api/reset-password",
  summary: "Set a new password with a reset token",
  tag: "Accounts",
  access: "public",
  body: json(resetPasswordSchema),
  errors: [429],
  response: messageAnswerSchema,
});

export const getUserShortlist = defineOperation({
  method: "get",
  path: "/api/user/shortlist",
  summary: "The signed-in user's My List (job ids)",
  tag: "Accounts",
  access: "signed-in",
  body: none,
  response: shortlistAnswerSchema,
});

export const postUserShortlist = defineOperation({
  method: "post",
  path: "/api/user/shortlist",
  summary: "Merge job ids into the signed-in user's My List (union)",
  tag: "Accounts",
  access: "signed-in",
  body: json(shortlistMergeSchema),
  response: shortlistAnswerSchema,
});

export const deleteUserShortlistId = defineOperation({
  method: "delete",
  path: "/api/user/shortlist/{id}",
  summary: "Take one job off the signed-in user's My List",
  tag: "Accounts",
  access: "signed-in",
  params: idParam,
  notFound: "Job not found",
  body: none,
  response: shortlistAnswerSchema,
});

export const getUserApplicationMail = defineOperation({
  method: "get",
  path: "/api/user/application-mail",
  summary: "How the signed-in user hears of new applications to their jobs: 'each' (one email each) or 'daily' (a digest)",
  tag: "Accounts",
  access: "signed-in",
  body: none,
  response: applicationMailSchema,
});

export const putUserApplicationMail = defineOperation({
  method: "put",
  path: "/api/user/application-mail",
  summary: "Choose how new applications to the signed-in user's jobs are emailed: 'each' or 'daily'",
  tag: "Accounts",
  access: "signed-in",
  body: json(applicationMailSchema),
  response: applicationMailSchema,
});

export const getUserProfile = defineOperation({
  method: "get",
  path: "/api/user/profile",
  summary: "The signed-in user's worker profile: tickets, medicals, availability, rotations, minimum pay, regions (empty until saved)",
  tag: "Accounts",
  access: "signed-in",
  body: none,
  response: profileAnswerSchema,
});

export const putUserProfile = defineOperation({
  method: "put",
  path: "/api/user/profile",
  summary: "Replace the signed-in user's worker profile; known ticket, medical and region names are stored as their keys",
  tag: "Accounts",
  access: "signed-in",
  body: json(profileInputSchema),
  response: profileAnswerSchema,
});
