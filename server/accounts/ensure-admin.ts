// ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD: after start, that admin exists with that password and a
// verified address: whoever sets the variables owns it.
import "server-only";
import { and, eq, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { accounts, users } from "../db/schema";
import type { Auth } from "./auth";
import { markEmailVerified } from "./email-verification";

export async function ensureAdmin(db: Db, auth: Auth, admin: { username: string; email: string; password: string }) {
  const username = admin.username.toLowerCase();
  const email = admin.email.toLowerCase();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.username, username), eq(users.email, email)));
  if (!existing) {
    const { user } = await auth.api.createUser({
      body: { email, password: admin.password, name: admin.username, role: "admin", data: { username } },
    });
    await markEmailVerified(db, user.id);
    return;
  }
  await db.update(users).set({ role: "admin", isActive: true }).where(eq(users.id, existing.id));
  await markEmailVerified(db, existing.id);
  const ctx = await auth.$context;
  const [credential] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, "credential")));
  const current = credential?.password
    ? await ctx.password.verify({ hash: credential.password, password: admin.password }).catch(() => false)
    : false;
  if (current) return;
  const hash = await ctx.password.hash(admin.password);
  if (credential) {
    await db
      .update(accounts)
      .set({ password: hash })
      .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, "credential")));
  } else {
    await ctx.internalAdapter.linkAccount({ userId: existing.id, providerId: "credential", accountId: existing.id, password: hash });
  }
}
