// The user as the browser may see it: never a password, hash, ban note or session token.
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";

export type Role = "user" | "employer" | "admin";

export const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
  companyName: users.companyName,
  companyWebsite: users.companyWebsite,
  companyDescription: users.companyDescription,
  companyLogoUrl: users.companyLogoUrl,
  companySocialLinks: users.companySocialLinks,
  isActive: users.isActive,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export type PublicUser = Awaited<ReturnType<typeof findPublicUser>> & {};

export async function findPublicUser(db: Db, id: string) {
  const [user] = await db.select(publicUserColumns).from(users).where(eq(users.id, id));
  return user ?? null;
}
