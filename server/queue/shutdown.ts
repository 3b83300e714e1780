// SIGTERM (a deploy, a scale-down) and SIGINT: this process stops ticking the schedules, its workers stop
// taking jobs and let the held ones finish within QUEUE_SHUTDOWN_MS (what is still running then is given
// back for a retry), and only then does whoever else listens for the signal (Next's own shutdown under
// `next start`, scripts/serve.mjs's) close the server and exit.
import "server-only";
import { config } from "../config";
import { safeErrorText } from "../db/safe-error";
import { stopScheduler } from "../schedules/scheduler";
import { stopWorkers } from "./workers";

const EXIT_CODES = { SIGTERM: 143, SIGINT: 130 } as const;

export function stopWorkersFirstOnSignals(): void {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    const others = process.listeners(signal);
    process.removeAllListeners(signal);
    process.once(signal, () => {
      stopScheduler();
      void stopWorkers(config().queue.shutdownMs)
        .catch((error: unknown) => console.error(`Stopping the job queue failed: ${safeErrorText(error)}`))
        .finally(() => {
          if (others.length === 0) process.exit(EXIT_CODES[signal]);
          for (const listener of others) listener(signal);
        });
    });
  }
}
