// Where no worker runs (Vercel, QUEUE_WORKERS=off) the cron routes drive the schedules: the first call in a
// period queues every schedule's run and runs it (and the mail it queues) before answering; a second call
// in the same period queues and sends nothing again. A server of its own, started with its workers off.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CRON_SECRET } from "../support/accounts";
import { latestMailTo, mailTo, tokenIn } from "../support/mail";
import { startServer, type RunningServer } from "../support/server";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer("npm-start", { extraEnv: { QUEUE_WORKERS: "off" } });
});
afterAll(async () => server?.stop());

type Work = {
  queued: { schedule: string; period: string; jobId: string }[];
  ran: { done: number; failed: number };
  schedules: {
    schedule: string;
    currentPeriod: string;
    lastPeriod: string | null;
    currentQueued: boolean;
    state: string | null;
    jobId: string | null;
  }[];
};

const call = (path: string, init: { method?: string; body?: unknown; auth?: boolean } = {}) =>
  fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? (init.body ? "POST" : "GET"),
    headers: { "content-type": "application/json", ...(init.auth && { authorization: `Bearer ${CRON_SECRET}` }) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });

const digests = async (email: string) =>
  (await mailTo(email, server.dataDir)).filter((m) => m.subject.startsWith("This week's top")).length;

describe("the cron routes without workers", () => {
  it("queue nothing until called: no tick runs in a process without workers", async () => {
    const answer = (await (await call("/api/cron/background-work/runs", { body: { task: "images.rehost" }, auth: true })).json()) as {
      state: string;
    };
    // Queued, and answered before it ran (it runs after the answer, as any job a request queues there).
    expect(answer.state).toBe("created");
  });

  it("queue and run each schedule's run once in a period, and send its mail, however often called", async () => {
    const email = `no-workers-${Date.now().toString(36)}@alerts.example`;
    // A subscriber hears of the week's demo jobs at once; a saved search only of jobs published after it.
    expect((await call("/api/email-subscribe", { body: { email } })).status).toBe(200);
    const confirm = tokenIn(await latestMailTo(email, undefined, server.dataDir), "/subscriptions/confirm");
    expect((await call("/api/subscriptions/confirm", { body: { token: confirm } })).status).toBe(200);

    const first = await call("/api/cron/job-alerts", { method: "POST", auth: true });
    expect(first.status).toBe(200);
    const work = (await first.json()) as Work;
    expect(work.queued.map((run) => run.schedule).sort()).toEqual([
      "alerts",
      "applications",
      "ats-sync",
      "image-rehosting",
      "link-checks",
      "listing-changes",
      "ticket-reminders",
    ]);
    // Run here, before the answer: nothing else would run them.
    expect(work.ran.done).toBeGreaterThanOrEqual(4);
    for (const schedule of work.schedules) {
      expect(schedule).toMatchObject({ currentQueued: true, state: "completed", lastPeriod: schedule.currentPeriod });
      expect(schedule.jobId).toBe(work.queued.find((run) => run.schedule === schedule.schedule)!.jobId);
    }
    expect(await digests(email)).toBe(1);

    for (const path of ["/api/cron/link-checks", "/api/cron/background-work", "/api/cron/job-alerts"]) {
      const again = (await (await call(path, { auth: true })).json()) as Work;
      // A call in the next period (the test straddling a quarter hour, or 05:00 or 07:00 UTC) may queue that period: never this one.
      expect(again.queued.filter((run) => work.queued.some((q) => q.schedule === run.schedule && q.period === run.period))).toEqual([]);
    }
    expect(await digests(email)).toBe(1);
  });
});
