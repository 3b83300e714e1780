// A serving process starts its workers, and the schedules' tick, once the database is open; if it cannot be reached at start, it
// keeps trying, as requests do (server/runtime.ts), so the queue recovers by itself.
import "server-only";
import { config } from "../config";
import { safeErrorText } from "../db/safe-error";
import { getDb } from "../runtime";
import { startScheduler } from "../schedules/scheduler";
import { stopWorkersFirstOnSignals } from "./shutdown";
import { startWorkers } from "./workers";

const RETRY_MS = 2_000;

export function startWorkersWhenReady(): void {
  if (!config().queue.workers) return;
  stopWorkersFirstOnSignals();
  const attempt = () =>
    getDb()
      .then(async (db) => {
        await startWorkers(db);
        startScheduler(db);
      })
      .catch((error: unknown) => {
        console.warn(`Job queue workers not started, trying again: ${safeErrorText(error, { stack: false })}`);
        setTimeout(attempt, RETRY_MS).unref();
      });
  void attempt();
}
