// pg-boss on our own database connection: its tables live in the `pgboss` schema beside ours
// (docs/background-work.md), installed with our migrations, and every process talks to them through it.
import "server-only";
import PgBoss from "pg-boss";
import { config } from "../config";
import type { Db } from "../db/client";
import { safeErrorText } from "../db/safe-error";
import { JOB_KINDS, jobKinds, type JobKind, type KindPolicy } from "./kinds";
import { sqlExecutor, type SqlExecutor } from "./sql-executor";

const SETTINGS = {
  schema: "pgboss",
  // Our migrations install and upgrade the schema (installQueue); a serving process only checks it.
  migrate: false,
  // Schedules are not this queue's business (yet): no cron timekeeper.
  schedule: false,
  // How often lost jobs (past their expiry) are put back, across all instances together.
  maintenanceIntervalSeconds: 15,
  // Done jobs leave the live table after a day: a mail's payload holds its links, so it is not kept for long.
  archiveCompletedAfterSeconds: 24 * 60 * 60,
  // Failed jobs stay where an admin sees them, with their content, for a month.
  archiveFailedAfterSeconds: 30 * 24 * 60 * 60,
  deleteAfterDays: 7,
} satisfies PgBoss.ConstructorOptions;

/** The schema pg-boss keeps its tables in: the admin view reads them (server/queue/background-work.ts). */
export const QUEUE_SCHEMA = SETTINGS.schema;

/**
 * How far back done jobs can be counted: a day in the live table, then deleteAfterDays in the archive, so
 * every job done within this many days is still in one of them.
 */
export const DONE_COUNTED_DAYS = SETTINGS.deleteAfterDays;

function createBoss(db: SqlExecutor, options: PgBoss.ConstructorOptions = {}): PgBoss {
  const boss = new PgBoss({ ...SETTINGS, ...options, db });
  // An EventEmitter without an error listener would throw: a failed poll is logged and the next one tries again.
  boss.on("error", (error) => console.error(`Job queue: ${safeErrorText(error)}`));
  return boss;
}

const refuse: SqlExecutor = {
  executeSql: () => Promise.reject(new Error("The job queue's statements name the connection they run on")),
};

/**
 * Writes and reads jobs on the connection each call names (a transaction, or the database), and never
 * on one of its own: so any process, and any transaction, can use it without starting anything.
 */
export const queueStatements = createBoss(refuse);

type Working = { boss: PgBoss; settled: () => Promise<void> };
const working = new WeakMap<Db, Working>();

/**
 * The pg-boss instance working on this database: its own statements (polls, maintenance) go to it.
 * `settled` waits for the statements it has under way: pg-boss marks a job done without waiting for it,
 * and a process that exits before that write lands would run the job again elsewhere.
 */
export function bossFor(db: Db): Working {
  let found = working.get(db);
  if (!found) {
    const executor = sqlExecutor(db);
    const underWay = new Set<Promise<unknown>>();
    const tracked: SqlExecutor = {
      executeSql(text, values) {
        const statement = executor.executeSql(text, values);
        underWay.add(statement);
        void statement.catch(() => undefined).finally(() => underWay.delete(statement));
        return statement;
      },
    };
    found = { boss: createBoss(tracked), settled: async () => void (await Promise.allSettled([...underWay])) };
    working.set(db, found);
  }
  return found;
}

const queuePolicy = (kind: JobKind): PgBoss.QueuePolicy => {
  const policy: KindPolicy = JOB_KINDS[kind];
  return policy.policy ?? "standard";
};

/** Creates or upgrades the queue's schema, and a queue per job kind (run with our migrations). */
export async function installQueue(db: Db): Promise<void> {
  const installer = createBoss(sqlExecutor(db), { migrate: true, supervise: false });
  await installer.start();
  try {
    for (const kind of jobKinds) {
      const { retryDelay, expireInSeconds } = JOB_KINDS[kind];
      const retryLimit = config().queue.retryLimit ?? JOB_KINDS[kind].retryLimit;
      const policy = { name: kind, retryLimit, retryDelay, retryBackoff: true, expireInSeconds, policy: queuePolicy(kind) };
      // Creating leaves an existing queue as it was: the update makes it follow kinds.ts.
      await installer.createQueue(kind, policy);
      await installer.updateQueue(kind, policy);
    }
  } finally {
    await installer.stop({ graceful: false, close: false });
  }
}
