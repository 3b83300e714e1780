// The cron routes over real HTTP, on the suite's server (whose workers tick the schedules themselves):
// POST (or GET, as Vercel Cron calls it) with Bearer CRON_SECRET answers where every schedule stands and
// queues nothing twice in a period; a by-hand run queues the weekly digest once per week however often it runs.
import { describe, expect, it } from "vitest";
import { CRON_SECRET } from "../support/accounts";
import { expectMessage, http } from "../support/client";
import { clientAddress, httpFrom } from "../support/client-address";
import { latestMailTo, mailCount, tokenIn } from "../support/mail";

const BEARER = { authorization: `Bearer ${CRON_SECRET}` };
type Digest = { week: string; recipients: number; sent: number; alreadyDone: number; nothingNew: number; failed: number };
type ByHand = { task: string; jobId: string; state: string; result: { digest: Digest; reminders: { failed: number } } | null; error: null };
type Work = {
  queued: { schedule: string; period: string }[];
  schedules: { schedule: string; currentPeriod: string; currentQueued: boolean }[];
};

const alertsByHand = async () =>
  (await http("/api/cron/background-work/runs", { body: { task: "alerts.send", wait: true }, headers: BEARER })).json() as ByHand;

describe("POST and GET /api/cron/*", () => {
  it("show every schedule's current period queued, and queue none of them again", async () => {
    for (const path of ["/api/cron/job-alerts", "/api/cron/link-checks", "/api/cron/background-work"]) {
      const post = await http(path, { method: "POST", headers: BEARER });
      const get = await http(path, { headers: BEARER });
      expect([post.status, get.status]).toEqual([200, 200]);
      const [first, second] = [post.json() as Work, get.json() as Work];
      expect(first.schedules.map((s) => s.schedule).sort()).toEqual([
        "alerts",
        "applications",
        "ats-sync",
        "image-rehosting",
        "link-checks",
        "listing-changes",
        "ticket-reminders",
      ]);
      expect(second.schedules.every((s) => s.currentQueued)).toBe(true);
      // Queued by the workers' tick at start, or by the first call: never by the second within the period.
      const samePeriod = second.queued.filter((run) =>
        first.schedules.some((s) => s.schedule === run.schedule && s.currentPeriod === run.period),
      );
      expect(samePeriod).toEqual([]);
    }
  });

  it("sends a confirmed subscriber the week's digest once by hand: the run's summary, then 'already done'", async () => {
    const email = `cron-${Date.now().toString(36)}@alerts.example`;
    // Saved searches mail only jobs published after they are saved; a subscriber hears of the week's demo jobs.
    expect((await httpFrom(clientAddress("cron"), "/api/email-subscribe", { body: { email } })).status).toBe(200);
    expect(
      (await http("/api/subscriptions/confirm", { body: { token: tokenIn(await latestMailTo(email), "/subscriptions/confirm") } })).status,
    ).toBe(200);
    const mailBefore = await mailCount(email);

    const first = await alertsByHand();
    expect(first).toMatchObject({ task: "alerts.send", jobId: expect.any(String), state: "completed", error: null });
    expect(first.result!.digest).toEqual({
      week: expect.stringMatching(/^\d{4}-W\d{2}$/),
      recipients: expect.any(Number),
      sent: expect.any(Number),
      alreadyDone: expect.any(Number),
      nothingNew: expect.any(Number),
      failed: 0,
    });
    expect(first.result!.digest.sent).toBeGreaterThanOrEqual(1);
    // Queued by the run with its record, and sent by the workers a moment later.
    await expect.poll(() => mailCount(email), { timeout: 10_000 }).toBe(mailBefore + 1);

    const again = await alertsByHand();
    expect(again.jobId).not.toBe(first.jobId);
    expect(again.result!.digest).toMatchObject({ sent: 0, alreadyDone: expect.any(Number) });
    expect(again.result!.digest.alreadyDone).toBeGreaterThanOrEqual(1);
    expect(await mailCount(email)).toBe(mailBefore + 1);
  });

  it("answers 400 to a by-hand run of a task that does not exist", async () => {
    expectMessage(await http("/api/cron/background-work/runs", { body: { task: "rm -rf" }, headers: BEARER }), 400);
  });

  it.each([
    ["no Authorization", {}],
    ["a wrong secret", { authorization: "Bearer not-the-secret" }],
    ["the secret without Bearer", { authorization: CRON_SECRET }],
  ])("answers 401 'Unauthorized' with %s, to POST and GET", async (_name, headers) => {
    for (const path of ["/api/cron/job-alerts", "/api/cron/background-work"]) {
      expectMessage(await http(path, { method: "POST", headers }), 401, "Unauthorized");
      expectMessage(await http(path, { headers }), 401, "Unauthorized");
    }
    expectMessage(await http("/api/cron/background-work/runs", { body: { task: "alerts.send" }, headers }), 401, "Unauthorized");
  });

  it("answers 401 to a signed-in admin without the secret", async () => {
    expectMessage(await http("/api/cron/job-alerts", { method: "POST", as: "admin" }), 401, "Unauthorized");
  });
});
