// The user as the browser may see it: never a password, hash, ban note or session token.
// One list of fields, used both to select rows and to trim what Better Auth hands us.
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users, type User } from "../db/schema";

export type Role = "user" | "employer" | "admin";

const PUBLIC_FIELDS = [
  "id",
  "username",
  "email",
  "name",
  "firstName",
  "lastName",
  "profileImageUrl",
  "role",
  "companyName",
  "companyWebsite",
  "companyDescription",
  "companyLogoUrl",
  "companySocialLinks",
  "isActive",
  "emailVerified",
  "createdAt",
  "updatedAt",
] as const satisfies readonly (keyof User)[];

export type PublicUser = Pick<User, (typeof PUBLIC_FIELDS)[number]>;

const publicUserColumns = Object.fromEntries(PUBLIC_FIELDS.map((f) => [f, users[f]])) as {
  [K in (typeof PUBLIC_FIELDS)[number]]: (typeof users)[K];
};

/** Keeps the public fields of a user record; a missing role reads as 'user', a missing flag as active. */
export function toPublicUser(record: Partial<Record<(typeof PUBLIC_FIELDS)[number], unknown>>): PublicUser {
  const user = Object.fromEntries(PUBLIC_FIELDS.map((f) => [f, record[f] ?? null])) as PublicUser;
  return { ...user, role: (record.role as Role | undefined) ?? "user", isActive: record.isActive !== false };
}

export async function findPublicUser(db: Db, id: string): Promise<PublicUser | null> {
  const [user] = await db.select(publicUserColumns).from(users).where(eq(users.id, id));
  return user ? toPublicUser(user) : null;
}
