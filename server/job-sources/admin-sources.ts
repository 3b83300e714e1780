// The admin's job sources: create one for an employer account (a multiposter's credentials are answered
// once, only their hash kept), list them with what each did, read one with its runs and refusals, pause,
// resume, change the allowance, rotate a secret, and delete one — its jobs close first, through the job
// write, so they leave the board and everyone who must hear of it does.
import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { CreateSource, CreatedSource, PatchSource, SourceRow } from "@/lib/schemas/job-sources";
import type { PublicUser } from "../accounts/public-user";
import type { Db } from "../db/client";
import { auditLog, jobRefusals, jobs, jobSources, sourceRuns, users } from "../db/schema";
import { badRequest, conflict, notFound } from "../http/errors";
import { listedJobs } from "../jobs/search-jobs";
import { jobTransaction } from "../jobs/job-write/job-transaction";
import { closeJobs } from "./close-jobs";
import { newSecret, newUsername, secretHash } from "./credentials";

const RUNS_SHOWN = 20;
const REFUSALS_SHOWN = 200;

const rowColumns = {
  id: jobSources.id,
  kind: jobSources.kind,
  name: jobSources.name,
  userId: jobSources.userId,
  employerName: sql<string>`coalesce(nullif(${users.companyName}, ''), ${users.name})`,
  token: jobSources.token,
  username: jobSources.username,
  allowance: jobSources.allowance,
  pausedAt: jobSources.pausedAt,
  jobsLive: sql<number>`(select count(*)::int from ${jobs} where ${jobs.sourceId} = ${jobSources.id} and ${listedJobs()})`,
  created: jobSources.createdCount,
  updated: jobSources.updatedCount,
  closed: jobSources.closedCount,
  refused: jobSources.refusedCount,
  lastRunAt: jobSources.lastRunAt,
  lastRunStatus: jobSources.lastRunStatus,
  lastError: jobSources.lastError,
  createdAt: jobSources.createdAt,
};

type Selected = { pausedAt: Date | null } & Omit<SourceRow, "paused" | "lastRunAt" | "createdAt"> & {
    lastRunAt: Date | null;
    createdAt: Date;
  };
const asRow = ({ pausedAt, ...row }: Selected) => ({ ...row, paused: pausedAt !== null });

function audit(db: Db, actor: PublicUser, action: string, name: string, details: Record<string, string | null>) {
  return db
    .insert(auditLog)
    .values({ actorId: actor.id, actorName: actor.username ?? actor.name, action, targetId: null, targetName: name, details });
}

export async function listSources(db: Db) {
  const rows = await db
    .select(rowColumns)
    .from(jobSources)
    .innerJoin(users, eq(users.id, jobSources.userId))
    .orderBy(desc(jobSources.createdAt), jobSources.id);
  return rows.map(asRow);
}

async function sourceRow(db: Db, id: string) {
  const [row] = await db.select(rowColumns).from(jobSources).innerJoin(users, eq(users.id, jobSources.userId)).where(eq(jobSources.id, id));
  if (!row) throw notFound("Source not found");
  return asRow(row);
}

export async function getSource(db: Db, id: string) {
  const row = await sourceRow(db, id);
  const [runs, refusals] = await Promise.all([
    db
      .select({
        id: sourceRuns.id,
        startedAt: sourceRuns.startedAt,
        finishedAt: sourceRuns.finishedAt,
        status: sourceRuns.status,
        created: sourceRuns.created,
        updated: sourceRuns.updated,
        closed: sourceRuns.closed,
        incomplete: sourceRuns.incomplete,
        refused: sourceRuns.refused,
        error: sourceRuns.error,
      })
      .from(sourceRuns)
      .where(eq(sourceRuns.sourceId, id))
      .orderBy(desc(sourceRuns.startedAt))
      .limit(RUNS_SHOWN),
    db
      .select({
        id: jobRefusals.id,
        externalReference: jobRefusals.externalReference,
        title: jobRefusals.title,
        rule: jobRefusals.rule,
        field: jobRefusals.field,
        message: jobRefusals.message,
        flagged: jobRefusals.flagged,
        createdAt: jobRefusals.createdAt,
      })
      .from(jobRefusals)
      .where(eq(jobRefusals.sourceId, id))
      .orderBy(desc(jobRefusals.createdAt), jobRefusals.id)
      .limit(REFUSALS_SHOWN),
  ]);
  return { ...row, runs, refusals };
}

export async function createSource(db: Db, actor: PublicUser, input: CreateSource): Promise<CreatedSource> {
  const [owner] = await db.select({ role: users.role }).from(users).where(eq(users.id, input.userId));
  if (!owner) throw notFound("Account not found");
  if (owner.role !== "employer") throw badRequest("A source's jobs belong to an employer account: choose one");
  const secret = input.kind === "multiposter" ? newSecret() : null;
  const username = input.kind === "multiposter" ? newUsername() : null;
  return db.transaction(async (tx) => {
    const [source] = await tx
      .insert(jobSources)
      .values({
        kind: input.kind,
        name: input.name,
        userId: input.userId,
        token: input.token ?? null,
        username,
        secretHash: secret ? secretHash(secret) : null,
        allowance: input.allowance,
      })
      .returning({ id: jobSources.id, kind: jobSources.kind, name: jobSources.name });
    await audit(tx, actor, "source.created", input.name, { sourceId: source!.id, kind: input.kind });
    return { ...source!, ...(username && secret && { username, secret }) };
  });
}

export async function patchSource(db: Db, actor: PublicUser, id: string, patch: PatchSource) {
  const secret = patch.rotateSecret ? newSecret() : null;
  await db.transaction(async (tx) => {
    const [source] = await tx.select().from(jobSources).where(eq(jobSources.id, id)).for("update");
    if (!source) throw notFound("Source not found");
    if (secret && source.kind !== "multiposter") throw conflict("Only a multiposter has a secret to rotate");
    await tx
      .update(jobSources)
      .set({
        ...(patch.paused !== undefined && { pausedAt: patch.paused ? (source.pausedAt ?? new Date()) : null }),
        ...(patch.allowance !== undefined && { allowance: patch.allowance }),
        ...(secret && { secretHash: secretHash(secret) }),
      })
      .where(eq(jobSources.id, id));
    const details = {
      sourceId: id,
      paused: patch.paused === undefined ? null : String(patch.paused),
      allowance: patch.allowance === undefined ? null : String(patch.allowance),
      rotatedSecret: secret ? "yes" : null,
    };
    await audit(tx, actor, "source.changed", source.name, details);
  });
  return { ...(await sourceRow(db, id)), ...(secret && { secret }) };
}

/** Closes the source's jobs and removes it; its runs and refusals go with it, the closed jobs stay. */
export async function deleteSource(db: Db, actor: PublicUser, id: string): Promise<{ message: string }> {
  const closed = await jobTransaction(db, async (write) => {
    const [source] = await write.tx.select().from(jobSources).where(eq(jobSources.id, id)).for("update");
    if (!source) throw notFound("Source not found");
    const own = await write.tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.sourceId, id));
    const ids = await closeJobs(
      write,
      own.map((j) => j.id),
      source.name,
      "source deleted",
    );
    await write.tx.delete(jobSources).where(eq(jobSources.id, id));
    await audit(write.tx, actor, "source.deleted", source.name, { sourceId: id, jobsClosed: String(ids.length) });
    return ids.length;
  });
  return { message: `Source deleted; ${closed} job${closed === 1 ? "" : "s"} closed.` };
}

const EMPLOYERS_OFFERED = 500;

/** The employer accounts a new source may belong to, by company name. */
export function employerAccounts(db: Db) {
  const name = sql<string>`coalesce(nullif(${users.companyName}, ''), ${users.name}) || ' (' || ${users.username} || ')'`;
  return db.select({ id: users.id, name }).from(users).where(eq(users.role, "employer")).orderBy(name).limit(EMPLOYERS_OFFERED);
}
