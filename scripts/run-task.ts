// The by-hand runs of scheduled work (`npm run alerts:send`, `links:check`, `images:rehost`) queue the task
// rather than run it beside a live server (docs/background-work.md):
// - on Postgres: queue it (one waiting by-hand run per task) and print its job id; the servers' workers run it;
// - on the embedded database with a server running: ask that server over HTTP (it alone may open the database);
// - on the embedded database with none: open it, queue the task, run the due jobs, and exit.
import type { ScheduledTask } from "../lib/scheduled-tasks";
import { config } from "../server/config";
import { openConfiguredDatabase } from "../server/db/client";
import { runByHand, queueByHand } from "../server/schedules/by-hand";
import { runningEmbeddedServer } from "../server/schedules/embedded-server";
import { cronSecret } from "../server/secrets";

/** Long enough for a whole link check; the process exits once the run has finished anyway. */
const ALONE_BUDGET_MS = 60 * 60_000;

async function askServer(url: string, task: ScheduledTask): Promise<unknown> {
  const answer = await fetch(`${url}/api/cron/background-work/runs`, {
    method: "POST",
    headers: { authorization: `Bearer ${cronSecret()}`, "content-type": "application/json" },
    body: JSON.stringify({ task, wait: true }),
  });
  if (!answer.ok) throw new Error(`The server at ${url} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

export async function runTask(task: ScheduledTask): Promise<void> {
  const { databaseUrl, dataDir } = config();
  const server = databaseUrl ? undefined : runningEmbeddedServer(dataDir);
  if (server) {
    console.log(`The server (pid ${server.pid}) holds the embedded database: asking it to run ${task}.`);
    console.log(JSON.stringify(await askServer(server.url, task), null, 2));
    return;
  }
  const database = await openConfiguredDatabase();
  try {
    await database.migrate();
    if (databaseUrl) {
      const jobId = await queueByHand(database.db, task);
      console.log(`Queued ${task} as job ${jobId}: the servers' workers run it (or the next /api/cron/* call, where none run).`);
    } else {
      console.log(JSON.stringify(await runByHand(database.db, task, { wait: true, budgetMs: ALONE_BUDGET_MS }), null, 2));
    }
  } finally {
    await database.close();
  }
}
