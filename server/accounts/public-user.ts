// The user as the browser may see it: never a password, hash, ban note or session token.
// One list of fields, the documented answer's, used both to select rows and to trim what Better Auth hands us.
import "server-only";
import { eq } from "drizzle-orm";
import { publicUserSchema } from "@/lib/schemas/answers";
import type { ROLES } from "@/lib/schemas/admin-users";
import type { Db } from "../db/client";
import { users, type User } from "../db/schema";

export type Role = (typeof ROLES)[number];

/** The fields the API documents for a user (lib/schemas/answers.ts): the columns read, and all that is kept. */
const PUBLIC_FIELDS = Object.keys(publicUserSchema.shape) as (keyof typeof publicUserSchema.shape)[];

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
