// Politeness for outgoing checks: one request at a time per host, and a few at a time in all.
import "server-only";

const GLOBAL_LIMIT = 8;
let active = 0;
const queue: (() => void)[] = [];
const tails = new Map<string, Promise<void>>();

async function globalSlot(): Promise<void> {
  if (active < GLOBAL_LIMIT) {
    active++;
    return;
  }
  await new Promise<void>((resolve) => queue.push(resolve));
}

function releaseGlobal(): void {
  const next = queue.shift();
  if (next) next();
  else active--;
}

/** Runs `task` once no other task for `host` runs and fewer than the global limit run in all. */
export async function limitedByHost<T>(host: string, task: () => Promise<T>): Promise<T> {
  const key = host.toLowerCase();
  const previous = tails.get(key) ?? Promise.resolve();
  let done!: () => void;
  const tail = previous.then(() => new Promise<void>((resolve) => (done = resolve)));
  tails.set(key, tail);
  await previous;
  await globalSlot();
  try {
    return await task();
  } finally {
    releaseGlobal();
    done();
    if (tails.get(key) === tail) tails.delete(key);
  }
}
