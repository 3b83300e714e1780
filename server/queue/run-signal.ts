// What the process knows about its queue, kept on globalThis: Next may load these modules once per route
// bundle, and the workers that instrumentation starts must be seen from every one.
import "server-only";

type QueueState = {
  /** Stops this process's workers, while they run. */
  stopWorkers?: (timeoutMs: number) => Promise<void>;
  /** Jobs queued by this process since its due jobs last ran (meaningful without workers). */
  enqueued: number;
  /** When runDueJobs last did the queue's upkeep in this process. */
  maintainedAt?: number;
};

export const queueState: QueueState = ((globalThis as { __outpostQueue?: QueueState }).__outpostQueue ??= { enqueued: 0 });

export function workersRunning(): boolean {
  return !!queueState.stopWorkers;
}

export function noteEnqueued(): void {
  queueState.enqueued++;
}

/** True once per batch of newly queued jobs: the caller runs them. */
export function takeEnqueued(): boolean {
  const any = queueState.enqueued > 0;
  queueState.enqueued = 0;
  return any;
}
