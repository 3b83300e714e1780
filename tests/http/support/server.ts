// Starts the production build as a user would (`npm start`'s scripts/serve.mjs, or plain `next start` as a
// serverless host runs it) on a fresh DATA_DIR, with ADMIN_* set, and stops it again.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ADMIN, CRON_SECRET, SUPPORT_EMAIL } from "./accounts";

export type ServerKind = "npm-start" | "next-start";

export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  logFile: string;
  /** SIGTERM, as a deploy or scale-down sends; SIGKILL if it has not exited within five seconds. */
  stop: () => Promise<void>;
  /** SIGKILL at once: a process that dies with whatever it was doing. */
  kill: () => Promise<void>;
  /** The exit code of a stopped server, and how long it took to exit after the signal. */
  exited: () => { code: number | null; afterMs: number } | undefined;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** `npm start` runs what package.json says (with its heap flag), so the suite serves as users get it. */
function command(kind: ServerKind, port: number): string[] {
  return kind === "npm-start"
    ? (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start.split(" ").slice(1)
    : ["node_modules/next/dist/bin/next", "start", "--port", String(port), "--hostname", "127.0.0.1"];
}

/** Extra variables, and what counts as "up" (a server started with its database away answers 503). */
export type StartOptions = { databaseUrl?: string; extraEnv?: Record<string, string>; isUp?: (status: number) => boolean };

async function waitUntilUp(baseUrl: string, child: ChildProcess, logFile: string, isUp: (status: number) => boolean): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${fs.readFileSync(logFile, "utf8")}`);
    try {
      if (isUp((await fetch(`${baseUrl}/api/stats`)).status)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer within 3 minutes:\n${fs.readFileSync(logFile, "utf8")}`);
}

/** `extraEnv`: for a test file that needs a server configured otherwise (Stripe, a proxy, an https BASE_URL). */
export async function startServer(kind: ServerKind, env: StartOptions = {}): Promise<RunningServer> {
  if (!fs.existsSync(".next/BUILD_ID")) throw new Error("No production build: run `npm run build` before the HTTP suite");
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `outpost-http-${kind}-`));
  const logFile = path.join(dataDir, "server.log");
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, command(kind, port), {
    stdio: ["ignore", log, log],
    env: {
      // What a person following the README has: no BASE_URL, no TRUST_PROXY, an admin from ADMIN_*.
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: env.databaseUrl ?? "",
      SEED_DEMO: "true",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CRON_SECRET,
      SUPPORT_EMAIL,
      // The fuzzer runs the link-check cron over whatever it imported: nothing may leave this machine.
      LINK_CHECK_ALLOW_ONLY: "true",
      // …except stand-in servers the tests start on this machine (tests/http/contract/link-checker.test.ts).
      LINK_CHECK_ALLOW_HOSTS: "127.0.0.1",
      // Production on Postgres refuses to start without both (docs/decisions/066).
      ...(env.databaseUrl ? { AUTH_SECRET: "http-suite-secret-long-enough-for-hmac", BASE_URL: `http://127.0.0.1:${port}` } : {}),
      ...env.extraEnv,
    },
  });
  // 127.0.0.1 rather than localhost: Next rewrites loopback hosts in request.nextUrl, which once broke
  // the origin check for everyone who opened the board by its address.
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(baseUrl, child, logFile, env.isUp ?? ((status) => status === 200));
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  let signalledAt = 0;
  let exit: { code: number | null; afterMs: number } | undefined;
  child.once("exit", (code) => (exit = { code, afterMs: Date.now() - signalledAt }));
  const exited = new Promise((r) => child.once("exit", r));
  let logClosed = false;
  const closeLog = () => {
    if (!logClosed) fs.closeSync(log);
    logClosed = true;
  };
  return {
    baseUrl,
    dataDir,
    logFile,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        signalledAt = Date.now();
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      }
      closeLog();
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        signalledAt = Date.now();
        child.kill("SIGKILL");
        await exited;
      }
      closeLog();
    },
    exited: () => exit,
  };
}

/** What the server logged as a failure of its own: every such line is a defect the suite must report. */
export function serverFaults(logFile: string): string[] {
  return fs
    .readFileSync(logFile, "utf8")
    .split("\n")
    .filter((line) => /Unhandled error|⨯|TypeError|ReferenceError|uncaught/i.test(line));
}
