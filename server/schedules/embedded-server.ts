// Only one process can open the embedded database (PGlite). The server that has it open leaves its address
// in DATA_DIR/server.json, so `npm run alerts:send` and friends ask it over HTTP rather than open it too.
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { config } from "../config";
import { cronSecret } from "../secrets";

export type EmbeddedServer = { pid: number; url: string };

const FILE = "server.json";

/** Called once the server has the database: the note lasts as long as the process. */
export function noteEmbeddedServer(): void {
  const { databaseUrl, onVercel, dataDir } = config();
  if (databaseUrl || onVercel) return;
  const host = process.env.HOSTNAME && !["0.0.0.0", "::"].includes(process.env.HOSTNAME) ? process.env.HOSTNAME : "127.0.0.1";
  const note: EmbeddedServer = { pid: process.pid, url: `http://${host.includes(":") ? `[${host}]` : host}:${process.env.PORT ?? 3000}` };
  // Made now, so a script finds the token the server accepts.
  cronSecret();
  const file = path.join(dataDir, FILE);
  fs.writeFileSync(file, JSON.stringify(note), { mode: 0o600 });
  process.once("exit", () => {
    if (runningEmbeddedServer(dataDir)?.pid === process.pid) fs.rmSync(file, { force: true });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // Someone else's process: alive, only not ours to signal.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The server holding the embedded database in `dataDir`, if one is running. */
export function runningEmbeddedServer(dataDir: string): EmbeddedServer | undefined {
  try {
    const note = JSON.parse(fs.readFileSync(path.join(dataDir, FILE), "utf8")) as EmbeddedServer;
    return alive(note.pid) ? note : undefined;
  } catch {
    return undefined;
  }
}
