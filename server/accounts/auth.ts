// Better Auth, configured for Outpost: usernames, roles on the user, database sessions, our own tables.
// Only our /api routes call it (auth.api.*); its own HTTP handler is not mounted.
import "server-only";
import { betterAuth } from "better-auth/minimal";
import { APIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins/admin";
import { username } from "better-auth/plugins/username";
import { MIN_PASSWORD } from "@/lib/schemas/auth";
import { MAX_USERNAME } from "@/lib/username";
import { config } from "../config";
import type { Db } from "../db/client";
import { accounts, sessions, users, verifications } from "../db/schema";
import { authSecret } from "../secrets";
import { VERIFY_LINK_HOURS } from "./account-mail";
import { sendExistingAccountNotice, sendVerificationLink } from "./verification-mail";

const SESSION_DAYS = 30;

/** What a blocked account hears when it tries to sign in (user management). */
const BLOCKED_MESSAGE = "This account has been blocked. Please contact support if you believe this is a mistake.";

/** Sign-up passes this body field; the hook below reads it, so the role is set in the same insert. */
export const ACCOUNT_TYPE_FIELD = "accountType";

export function createAuth(db: Db) {
  const { baseUrl } = config();
  return betterAuth({
    secret: authSecret(),
    baseURL: baseUrl,
    telemetry: { enabled: false },
    // Our route handlers apply their own limits (in the database, shared by every process).
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, { provider: "pg", usePlural: true, schema: { users, sessions, accounts, verifications } }),
    advanced: {
      cookiePrefix: "outpost",
      useSecureCookies: baseUrl.startsWith("https://"),
      database: { generateId: "uuid" },
      // Raw client addresses are personal data; we keep only keyed hashes, and sessions need none.
      ipAddress: { disableIpTracking: true },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60 },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD,
      maxPasswordLength: 128,
      // Sign-up never signs in: with that, Better Auth answers a taken email exactly as a new one (a stand-in
      // user, the password hashed all the same) and tells the address's owner instead.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => sendExistingAccountNotice(db, user),
    },
    // Links land on our /verify-email page, which confirms through POST /api/verify-email (auth.api.verifyEmail).
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFY_LINK_HOURS * 60 * 60,
      sendVerificationEmail: async ({ user }) => sendVerificationLink(db, user),
    },
    user: {
      // Off: an email change is ours (email-change.ts), kept as a row that a password reset can end, where
      // Better Auth's is a signed link nothing can take back.
      changeEmail: { enabled: false },
      fields: { image: "profileImageUrl" },
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
        companyName: { type: "string", required: false, input: false },
        companyWebsite: { type: "string", required: false, input: false },
        companyDescription: { type: "string", required: false, input: false },
        companyLogoUrl: { type: "string", required: false, input: false },
        companySocialLinks: { type: "string", required: false, input: false },
        isActive: { type: "boolean", required: false, defaultValue: true, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (_user, ctx) => {
            // Self sign-up may choose Job Seeker or Employer, never more; the route has validated it.
            if (ctx?.path === "/sign-up/email" && ctx.body?.[ACCOUNT_TYPE_FIELD] === "employer") {
              return { data: { role: "employer" } };
            }
          },
        },
      },
      session: {
        create: {
          before: async (session, ctx) => {
            const user = await ctx?.context.internalAdapter.findUserById(session.userId);
            if (user && (user as { isActive?: boolean }).isActive === false) {
              throw new APIError("FORBIDDEN", { message: "This account has been deactivated", code: "ACCOUNT_DISABLED" });
            }
          },
        },
      },
    },
    plugins: [
      username({ maxUsernameLength: MAX_USERNAME, displayUsername: false }),
      admin({ defaultRole: "user", bannedUserMessage: BLOCKED_MESSAGE }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
