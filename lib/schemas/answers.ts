// What the API answers where the answer is small and shared: /api/openapi.json documents these and the
// HTTP suite checks real answers against them.
import { z } from "zod";

/** A moment as it travels in JSON: ISO 8601 with an offset. */
export const momentSchema = z.iso.datetime({ offset: true });

/** An answer that is only a sentence for the person who asked. */
export const messageAnswerSchema = z.object({ message: z.string() });

export const shortlistAnswerSchema = z.object({ ids: z.array(z.uuid()).describe("Job ids, oldest first") });

export const tokenValidityAnswerSchema = z.object({ valid: z.boolean() });

export const subscriptionAnswerSchema = z.object({ kind: z.enum(["subscriber", "alert"]), message: z.string() });

export const unsubscribeAnswerSchema = z.object({ kind: z.enum(["alert", "subscriber", "reminders"]), message: z.string() });

/** The user as the browser may see it: never a password, hash, ban note or session token. */
export const publicUserSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.email(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(["user", "employer", "admin"]),
  companyName: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  companyDescription: z.string().nullable(),
  companyLogoUrl: z.string().nullable(),
  companySocialLinks: z.string().nullable(),
  isActive: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: momentSchema,
  updatedAt: momentSchema,
});

export const brokenLinkReportAnswerSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  status: z.string(),
  reportReason: z.string(),
  createdAt: momentSchema,
});
