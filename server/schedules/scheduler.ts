// Every process that runs workers also ticks the schedules: at start, then every SCHEDULE_TICK_MS. Any
// number of them may tick at once (queueDueSchedules queues each period's run once), so there is nothing
// to elect and nothing else to run; the tick stops with the workers on SIGTERM.
import "server-only";
import { config } from "../config";
import type { Db } from "../db/client";
import { safeErrorText } from "../db/safe-error";
import { queueDueSchedules } from "./due-schedules";

// On globalThis, like the queue's own state: Next may load this module once per bundle.
const state: { timer?: NodeJS.Timeout } = ((globalThis as { __outpostScheduler?: { timer?: NodeJS.Timeout } }).__outpostScheduler ??= {});

export function startScheduler(db: Db): void {
  if (state.timer) return;
  const tick = () =>
    void queueDueSchedules(db).catch((error: unknown) => {
      // The next tick tries again: a period stays due until one of them claims it.
      console.error(`Scheduling failed: ${safeErrorText(error, { stack: false })}`);
    });
  state.timer = setInterval(tick, config().queue.scheduleTickMs).unref();
  tick();
}

export function stopScheduler(): void {
  clearInterval(state.timer);
  state.timer = undefined;
}
