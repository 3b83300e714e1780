// Runtime variables (ARCHITECTURE.md, Runtime), read once and checked with zod.
import "server-only";
import path from "node:path";
import { z } from "zod";

const flag = z.enum(["true", "false", "1", "0", "yes", "no", "on", "off"]).transform((v) => ["true", "1", "yes", "on"].includes(v));

const envSchema = z.object({
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./.data"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  BASE_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(16).optional(),
  ADMIN_USERNAME: z.string().min(1).max(50).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  SEED_DEMO: flag.optional(),
  CRON_SECRET: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().startsWith("sk_").optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith("pk_").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_").optional(),
  // Where the Stripe SDK sends its calls: only tests point it elsewhere, at a local stand-in.
  STRIPE_API_URL: z.url().optional(),
  BLOB_READ_WRITE_TOKEN: z.string().min(1).optional(),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).optional(),
  BEACONS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).optional(),
  // How many proxies in front of us append to X-Forwarded-For: a count, or true for one.
  TRUST_PROXY: z.union([flag, z.coerce.number().int().min(0).max(10)]).optional(),
  // Postgres connection limits (docs/decisions/065): a pool per process, so instances × DB_POOL_MAX
  // must stay under the role's connection limit.
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).optional(),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  DB_MIGRATE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  MIGRATE_AT_START: flag.default(true),
  VERCEL: z.string().optional(),
  // Printed on receipts; until it is set, receipts show VAT at 0 % (not VAT-registered).
  VAT_NUMBER: z.string().trim().min(1).max(40).optional(),
  // Where the support form's messages go; see supportEmail below for the default.
  SUPPORT_EMAIL: z.email().optional(),
  DEMO_PAYMENTS: flag.optional(),
  // Web Push's VAPID key pair (base64url, as web-push makes them) and contact; see server/push/vapid-keys.ts.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, "a base64url P-256 public key (87 characters)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "a base64url P-256 private key (43 characters)")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "a mailto: or https: address")
    .optional(),
  // The job queue's in-process workers (docs/background-work.md); off, due jobs run after the requests that queue them.
  QUEUE_WORKERS: flag.optional(),
  QUEUE_SHUTDOWN_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  // How often each worker process looks for a schedule whose period has begun (docs/background-work.md).
  SCHEDULE_TICK_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  // Tests only: every schedule's period becomes this many seconds, so a test sees several periods go by.
  SCHEDULE_PERIOD_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  // Tries after the first for every kind of job, in place of each kind's own (tests set 0 to see a failure at once).
  QUEUE_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).optional(),
  NODE_ENV: z.string().optional(),
});

export type DatabaseLimits = {
  poolMax: number;
  connectTimeoutMs: number;
  /** 0 turns a timeout off (some transaction poolers refuse these settings). */
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  /** How long a starting process waits for another one's migrations before giving up. */
  migrateLockTimeoutMs: number;
};

export type Config = {
  databaseUrl: string | undefined;
  dataDir: string;
  baseUrl: string;
  /** True when BASE_URL was set: then it, not the request's Host, names this site. */
  baseUrlSet: boolean;
  /** A proxy in front sets X-Forwarded-For, -Host and -Proto, and we may believe them. */
  trustProxy: boolean;
  /** How many trusted proxies append to X-Forwarded-For (0: none, the address is the socket's). */
  trustProxyHops: number;
  /** Running on Vercel, whose edge sets the client's address in its own header. */
  onVercel: boolean;
  authSecret: string | undefined;
  admin: { username: string; email: string; password: string } | undefined;
  seedDemo: boolean;
  /** Bearer token for /api/cron/*; unset means those routes refuse every call. */
  cronSecret: string | undefined;
  /** Sign-ups one client address may make in an hour: a whole camp can sit behind one address. */
  registrationsPerHour: number;
  /** Page views, events and web vitals one client address may send per minute, all kinds together. */
  beaconsPerMinute: number;
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string | undefined; apiUrl: string | undefined } | undefined;
  /**
   * May the demo provider (no money moves) take payments when Stripe is not set up? Not on a production
   * build served over https, unless DEMO_PAYMENTS=true says a test mode there is meant.
   */
  demoPayments: boolean;
  blobToken: string | undefined;
  vatNumber: string | undefined;
  /** The support form's recipient: SUPPORT_EMAIL, else the first admin's address (server/support has the fallback). */
  supportEmail: string | undefined;
  /** Web Push keys from the environment; unset, server/push/vapid-keys.ts makes or derives them. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string | undefined;
  database: DatabaseLimits;
  /** False when migrations run as a deploy step (`npm run db:migrate`) instead. */
  migrateAtStart: boolean;
  queue: {
    /** Workers poll the queue in this process; a serverless function cannot keep them running. */
    workers: boolean;
    /** How long a stopping process lets the jobs it holds finish before giving them back. */
    shutdownMs: number;
    /** How often a process with workers looks for a schedule whose current period has no run yet. */
    scheduleTickMs: number;
    /** Replaces every schedule's period (tests); unset, each schedule keeps its own. */
    schedulePeriodSeconds: number | undefined;
    /** Overrides every kind's retry limit when set (installed with the queues at migration). */
    retryLimit: number | undefined;
  };
};

function blankToUndefined(env: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === "" ? undefined : v]));
}

/**
 * Several instances (a shared Postgres, or Vercel's many functions) must sign cookies and hash IPs with
 * one secret and link to one address: a generated per-instance secret would refuse the others' sessions.
 * The embedded single-process default (PGlite, no variables) is not affected.
 */
function refuseSplitBrain(env: Record<string, string | undefined>, e: z.output<typeof envSchema>): void {
  if (env.NODE_ENV !== "production" || !(e.DATABASE_URL || e.VERCEL)) return;
  const missing = [!e.AUTH_SECRET && "AUTH_SECRET", !e.BASE_URL && "BASE_URL"].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(
      `Invalid runtime variables: ${missing.join(" and ")} must be set in production with ${e.DATABASE_URL ? "DATABASE_URL" : "VERCEL"}: ` +
        "every instance has to sign sessions with the same secret and link to the same public address (README, Deploying).",
    );
  }
}

function trustProxyHops(value: boolean | number | undefined): number {
  return typeof value === "number" ? value : value ? 1 : 0;
}

export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(blankToUndefined(env));
  if (!parsed.success) {
    throw new Error(`Invalid runtime variables: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_PUBLISHABLE_KEY) {
    throw new Error("Invalid runtime variables: STRIPE_PUBLISHABLE_KEY is needed with STRIPE_SECRET_KEY (checkout's card form uses it)");
  }
  refuseSplitBrain(env, e);
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error("Invalid runtime variables: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all");
  }
  const admin =
    e.ADMIN_USERNAME && e.ADMIN_EMAIL && e.ADMIN_PASSWORD
      ? { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
      : undefined;
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    baseUrl,
    baseUrlSet: e.BASE_URL !== undefined,
    trustProxy: trustProxyHops(e.TRUST_PROXY) > 0,
    trustProxyHops: trustProxyHops(e.TRUST_PROXY),
    onVercel: Boolean(e.VERCEL),
    authSecret: e.AUTH_SECRET,
    admin,
    // Demo data belongs on a laptop; a real Postgres starts empty unless asked.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    cronSecret: e.CRON_SECRET,
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR ?? 10,
    beaconsPerMinute: e.BEACONS_PER_MINUTE ?? 120,
    // Without a secret key, payments go through the demo provider, labelled as test mode.
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiUrl: e.STRIPE_API_URL,
        }
      : undefined,
    blobToken: e.BLOB_READ_WRITE_TOKEN,
    vatNumber: e.VAT_NUMBER,
    supportEmail: e.SUPPORT_EMAIL ?? e.ADMIN_EMAIL,
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: e.VAPID_SUBJECT,
    database: {
      // A serverless host runs many small instances at once: each gets a small pool.
      poolMax: e.DB_POOL_MAX ?? (e.VERCEL ? 3 : 10),
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DB_LOCK_TIMEOUT_MS,
      migrateLockTimeoutMs: e.DB_MIGRATE_LOCK_TIMEOUT_MS,
    },
    migrateAtStart: e.MIGRATE_AT_START,
    queue: {
      workers: e.QUEUE_WORKERS ?? !e.VERCEL,
      shutdownMs: e.QUEUE_SHUTDOWN_MS,
      retryLimit: e.QUEUE_RETRY_LIMIT,
      scheduleTickMs: e.SCHEDULE_TICK_MS,
      schedulePeriodSeconds: e.SCHEDULE_PERIOD_SECONDS,
    },
    demoPayments: e.DEMO_PAYMENTS ?? !(e.NODE_ENV === "production" && baseUrl.startsWith("https://")),
  };
}

let cached: Config | undefined;
export function config(): Config {
  cached ??= readConfig();
  return cached;
}
