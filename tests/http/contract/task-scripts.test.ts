// `npm run alerts:send` (and its siblings, by the same code) beside a live embedded server: the script does
// not open the database the server holds; it asks the server, with the cron token the server keeps in
// DATA_DIR when CRON_SECRET is unset, and the server's workers run the task. With no server running,
// the script opens the database itself, runs the task and exits.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server";

let server: RunningServer;
let stopped = false;

beforeAll(async () => {
  server = await startServer("npm-start", { extraEnv: { CRON_SECRET: "" } });
});
afterAll(async () => {
  if (!stopped) await server?.stop();
});

function npmRun(script: string, dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", DATA_DIR: dataDir, CRON_SECRET: "" },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

const answerIn = (output: string) => JSON.parse(output.slice(output.indexOf("{"))) as { jobId: string; state: string; result: unknown };

describe("npm run alerts:send", () => {
  it("asks the running embedded server to run it, and the server's workers do", async () => {
    expect(fs.statSync(path.join(server.dataDir, "cron-secret")).mode & 0o777).toBe(0o600);
    const { code, output } = await npmRun("alerts:send", server.dataDir);
    expect(code, output).toBe(0);
    expect(output).toMatch(/The server \(pid \d+\) holds the embedded database: asking it to run alerts\.send/);
    expect(answerIn(output)).toMatchObject({
      jobId: expect.any(String),
      state: "completed",
      result: { digest: { failed: 0 }, reminders: { failed: 0 } },
    });
    // The server still serves from its database.
    expect((await fetch(`${server.baseUrl}/api/stats`)).status).toBe(200);
  });

  it("without a server, opens the database itself, runs the task and exits", async () => {
    await server.stop();
    stopped = true;
    // Its note may outlive it (a server the harness had to SIGKILL leaves it): the script must see that its
    // process is gone rather than ask it.
    const { code, output } = await npmRun("alerts:send", server.dataDir);
    expect(code, output).toBe(0);
    expect(output).not.toMatch(/asking it/);
    expect(answerIn(output)).toMatchObject({ state: "completed", result: { digest: { failed: 0 } } });
  });
});
