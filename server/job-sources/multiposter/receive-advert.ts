// POST /api/feeds/multiposter's work: who is sending (the source's username and secret, and not paused), at
// what rate, and the command — add (an upsert by source and job_reference, `update` its alias) or delete.
// Every outcome becomes the feed's answer: 200 done, 401, 405, 406 with each reason in the gate's words.
import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { PolicyFinding } from "@/lib/compliance/types";
import { jobPath } from "@/lib/job-path";
import { ADVERT_COMMANDS, advertSchema, jobReferenceSchema, type AdvertCommand } from "@/lib/schemas/multiposter-advert";
import { config } from "../../config";
import type { Db } from "../../db/client";
import { jobs, jobSources, users } from "../../db/schema";
import type { JobSourceRow } from "../source-row";
import { topDisplayOrder } from "../../jobs/display-order";
import { listedJobs } from "../../jobs/search-jobs";
import { jobTransaction } from "../../jobs/job-write/job-transaction";
import { insertJob, isPolicyRefused, updateJob, type JobOrigin } from "../../jobs/job-write/save-job";
import { hit, hitsSoFar } from "../../rate-limit";
import { closeJobs } from "../close-jobs";
import { secretMatches } from "../credentials";
import { advertJob, AdvertRefused } from "./advert-job";
import type { AdvertFields } from "./read-advert";

export type FeedAnswer = { status: 200 | 401 | 405 | 406 | 429; jobReference: string | null; advertUrl: string | null; messages: string[] };

/** Adverts one source may send a minute: a burst of a few hundred passes, a runaway loop does not. */
export const ADVERTS_PER_MINUTE = 1200;

const answer = (
  status: FeedAnswer["status"],
  jobReference: string | null,
  messages: string[],
  advertUrl: string | null = null,
): FeedAnswer => ({
  status,
  jobReference,
  advertUrl,
  messages,
});

/** Wrong credentials one client address may send in FAILED_LOGIN_WINDOW seconds before it is told to wait. */
export const FAILED_LOGINS = 30;
const FAILED_LOGIN_WINDOW = 600;

export type FeedLogin = { source: JobSourceRow } | { refused: "credentials" | "too_many" };

/**
 * The source these credentials name, if the secret is right; paused sources are refused by the caller. A
 * client that keeps sending wrong ones is refused before any lookup, so guessing costs the database nothing.
 */
export async function authenticateFeed(
  db: Db,
  username: string | undefined,
  secret: string | undefined,
  client: string,
): Promise<FeedLogin> {
  const failures = `feed-login:${client}`;
  if ((await hitsSoFar(db, failures)) >= FAILED_LOGINS) return { refused: "too_many" };
  const [source] = username
    ? await db
        .select()
        .from(jobSources)
        .where(and(eq(jobSources.username, username), eq(jobSources.kind, "multiposter")))
    : [];
  const matches = secretMatches(secret ?? "", source?.secretHash ?? null);
  if (source && matches) return { source };
  await hit(db, failures, FAILED_LOGIN_WINDOW);
  return { refused: "credentials" };
}

/** The words a refused login is answered with. */
export const LOGIN_REFUSED = {
  credentials: "The username or password is wrong.",
  too_many: "Too many wrong usernames or passwords from this address: try again in ten minutes.",
} as const;

export const advertUrl = (jobId: string) => `${config().baseUrl}${jobPath(jobId)}`;

export async function receiveAdvert(db: Db, fields: AdvertFields, client: string): Promise<FeedAnswer> {
  const reference = jobReferenceSchema.safeParse(fields.job_reference);
  const ref = reference.success ? reference.data : null;
  const login = await authenticateFeed(db, fields.username, fields.password, client);
  if ("refused" in login) return answer(login.refused === "too_many" ? 429 : 401, ref, [LOGIN_REFUSED[login.refused]]);
  const { source } = login;
  if (source.pausedAt) return answer(401, ref, ["This feed is paused on Outpost: ask the board to resume it."]);
  if ((await hit(db, `feed:${source.id}`, 60)) > ADVERTS_PER_MINUTE)
    return answer(429, ref, [`At most ${ADVERTS_PER_MINUTE} adverts a minute: send the rest in a minute.`]);

  const command = (fields.command ?? "").trim().toLowerCase();
  if (!(ADVERT_COMMANDS as readonly string[]).includes(command))
    return answer(405, ref, [`Unknown command '${command.slice(0, 40)}': use add, update or delete.`]);
  if (!reference.success)
    return settle(
      db,
      source,
      answer(
        406,
        null,
        reference.error.issues.map((i) => i.message),
      ),
    );

  if ((command as AdvertCommand) === "delete") return settle(db, source, await deleteAdvert(db, source, reference.data));
  const added = await addAdvert(db, source, reference.data, fields);
  return added.status === 200 ? added : settle(db, source, added);
}

/** The source's last run, as its admin page shows it. */
async function settle(db: Db, source: JobSourceRow, result: FeedAnswer): Promise<FeedAnswer> {
  const ok = result.status === 200;
  await db
    .update(jobSources)
    .set({ lastRunAt: sql`now()`, lastRunStatus: ok ? "ok" : "error", lastError: ok ? null : result.messages.join(" ").slice(0, 1000) })
    .where(eq(jobSources.id, source.id));
  return result;
}

const originOf = (source: JobSourceRow): JobOrigin => ({
  source: "multiposter",
  sourceId: source.id,
  userId: source.userId,
  actor: null,
  actorName: source.name,
});

async function deleteAdvert(db: Db, source: JobSourceRow, reference: string): Promise<FeedAnswer> {
  const closed = await jobTransaction(db, async (write) => {
    const found = await write.tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.sourceId, source.id), eq(jobs.externalReference, reference)));
    const ids = await closeJobs(
      write,
      found.map((j) => j.id),
      source.name,
      "multiposter delete",
    );
    if (ids.length)
      await write.tx
        .update(jobSources)
        .set({ closedCount: sql`${jobSources.closedCount} + ${ids.length}` })
        .where(eq(jobSources.id, source.id));
    return { ids, found: found[0]?.id ?? null };
  });
  if (!closed.found) return answer(200, reference, ["No advert with this job_reference: nothing to delete."]);
  return answer(200, reference, [closed.ids.length ? "Advert closed." : "Advert was already closed."], advertUrl(closed.found));
}

async function addAdvert(db: Db, source: JobSourceRow, reference: string, fields: AdvertFields): Promise<FeedAnswer> {
  const parsed = advertSchema.safeParse(fields);
  if (!parsed.success)
    return answer(
      406,
      reference,
      parsed.error.issues.map((i) => i.message),
    );
  const [owner] = await db.select({ company: users.companyName, name: users.name }).from(users).where(eq(users.id, source.userId));
  try {
    const content = advertJob(parsed.data, owner?.company || owner?.name || source.name);
    return await jobTransaction(db, async (write) => {
      // Two sends of one advert take turns, so an add repeated at once makes one job; different adverts of a
      // source run side by side, and meet only at the allowance below, which is held for the last moments.
      await write.tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${source.id} || ':' || ${reference}, 0))`);
      const [current] = await write.tx
        .select()
        .from(jobs)
        .where(and(eq(jobs.sourceId, source.id), eq(jobs.externalReference, reference)))
        .for("update");
      const origin = originOf(source);
      const saved = current
        ? await updateJob(write, current, content, origin)
        : await insertJob(
            write,
            {
              ...content,
              employerId: source.userId,
              externalReference: reference,
              applicationStartDate: new Date(),
              displayOrder: await topDisplayOrder(write.tx),
            },
            origin,
          );
      // Counted after the write, under the source's row: each advert's count sees those committed before it,
      // at the application's clock (a job another advert opened a moment ago is later than this transaction's now()).
      // 'no key update', not 'update': every job insert holds a key-share lock on this row through its foreign key.
      const [locked] = await write.tx
        .select({ allowance: jobSources.allowance })
        .from(jobSources)
        .where(eq(jobSources.id, source.id))
        .for("no key update");
      const [{ live } = { live: 0 }] = await write.tx
        .select({ live: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(eq(jobs.sourceId, source.id), listedJobs(new Date()), ne(jobs.id, saved.job.id)));
      const allowance = locked?.allowance ?? 0;
      if (live >= allowance)
        throw new OverAllowance(
          answer(406, reference, [
            allowance === 0
              ? "This feed has no live-job allowance on Outpost: ask the board to set one."
              : `Over the allowance: this feed may have ${allowance} live job${allowance === 1 ? "" : "s"} on Outpost and has ${live}. Delete one or ask the board for more.`,
          ]),
        );
      await write.tx
        .update(jobSources)
        .set({
          ...(current ? { updatedCount: sql`${jobSources.updatedCount} + 1` } : { createdCount: sql`${jobSources.createdCount} + 1` }),
          lastRunAt: sql`now()`,
          lastRunStatus: "ok",
          lastError: null,
        })
        .where(eq(jobSources.id, source.id));
      return answer(
        200,
        reference,
        [current ? "Advert updated." : "Advert published.", ...warningText(saved.warnings)],
        advertUrl(saved.job.id),
      );
    });
  } catch (error) {
    if (error instanceof OverAllowance) return error.feed;
    if (error instanceof AdvertRefused)
      return answer(
        406,
        reference,
        error.problems.map((p) => p.message),
      );
    if (isPolicyRefused(error))
      return answer(
        406,
        reference,
        error.findings.map((f) => f.message),
      );
    throw error;
  }
}

class OverAllowance extends Error {
  constructor(readonly feed: FeedAnswer) {
    super("over allowance");
  }
}

const warningText = (warnings: readonly PolicyFinding[]) => warnings.map((w) => `Warning (${w.field}): ${w.message}`);
