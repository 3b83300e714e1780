// User management: find accounts, block and unblock them, change their role; every change is
// written to the audit log in the same transaction, so there is no change without its record.
import "server-only";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { AuditAction, UserChange, UserList } from "@/lib/schemas/admin-users";
import type { Db } from "../db/client";
import { auditLog, sessions, users } from "../db/schema";
import { badRequest, notFound } from "../http/errors";
import { escapeLike } from "@/lib/search-text";
import type { PublicUser } from "./public-user";
import { employerVerificationColumns } from "./employer-verification";

const listColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  name: users.name,
  role: users.role,
  blocked: users.banned,
  blockReason: users.banReason,
  createdAt: users.createdAt,
  ...employerVerificationColumns,
};

export async function listUsers(db: Db, query: UserList) {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const where = and(
    pattern ? or(ilike(users.username, pattern), ilike(users.email, pattern), ilike(users.name, pattern)) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    // The admin plugin's column is nullable: accounts made before it existed read as not blocked.
    query.state === "blocked" ? eq(users.banned, true) : query.state === "active" ? sql`not coalesce(${users.banned}, false)` : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select(listColumns).from(users).where(where).orderBy(desc(users.createdAt), users.id).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: rows.map((u) => ({ ...u, blocked: u.blocked === true })), total };
}

type Change = { action: AuditAction; details: Record<string, string | null> };

/**
 * Applies one change by an admin to another account. An admin cannot block themselves or change their
 * own role: the board must never be left without someone able to undo it.
 */
export async function changeUser(db: Db, actor: PublicUser, id: string, change: UserChange) {
  if (id === actor.id) throw badRequest("You cannot block yourself or change your own role");
  return db.transaction(async (tx) => {
    const [target] = await tx.select(listColumns).from(users).where(eq(users.id, id)).for("update");
    if (!target) throw notFound("User not found");
    const changes: Change[] = [];
    const set: Partial<typeof users.$inferInsert> = {};
    if (change.blocked === true && !target.blocked) {
      Object.assign(set, { banned: true, banReason: change.reason ?? null });
      changes.push({ action: "block", details: { reason: change.reason ?? null } });
    } else if (change.blocked === false && target.blocked) {
      Object.assign(set, { banned: false, banReason: null, banExpires: null });
      changes.push({ action: "unblock", details: {} });
    }
    if (change.role && change.role !== target.role) {
      set.role = change.role;
      changes.push({ action: "role", details: { from: target.role, to: change.role } });
    }
    if (changes.length === 0) return { ...target, blocked: target.blocked === true };
    const [updated] = await tx.update(users).set(set).where(eq(users.id, id)).returning(listColumns);
    // Blocking ends every session at once: the account is signed out everywhere, not at its next sign-in.
    if (set.banned) await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.insert(auditLog).values(
      changes.map((c) => ({
        actorId: actor.id,
        actorName: actor.username,
        action: c.action,
        targetId: id,
        targetName: target.username,
        details: c.details,
      })),
    );
    return { ...updated, blocked: updated.blocked === true };
  });
}

export async function listAuditLog(db: Db, page: { limit: number; offset: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorName: auditLog.actorName,
        action: auditLog.action,
        targetName: auditLog.targetName,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), auditLog.id)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(auditLog),
  ]);
  return { entries: rows, total };
}
