// The scheduled run over real HTTP: POST (or GET, as Vercel Cron calls it) with Bearer CRON_SECRET sends
// the weekly digest and the expiry reminders, once per week and job however often it runs.
import { describe, expect, it } from "vitest";
import { CRON_SECRET } from "../support/accounts";
import { expectMessage, http } from "../support/client";
import { clientAddress, httpFrom } from "../support/client-address";
import { latestMailTo, mailCount, tokenIn } from "../support/mail";

const BEARER = { authorization: `Bearer ${CRON_SECRET}` };
type Summary = {
  digest: { week: string; recipients: number; sent: number; alreadyDone: number; nothingNew: number; failed: number };
  reminders: { due: number; sent: number; failed: number };
};

describe("POST and GET /api/cron/job-alerts", () => {
  it("sends a confirmed alert its digest once a week: 200 with what was sent, then 'already done'", async () => {
    const email = `cron-${Date.now().toString(36)}@alerts.example`;
    // Any salary, anywhere: the demo jobs are news to a new alert.
    expect(
      (
        await httpFrom(clientAddress("cron"), "/api/job-alerts", {
          body: { email, settings: { salary: 80000, location: "global", categories: [] } },
        })
      ).status,
    ).toBe(200);
    expect(
      (await http("/api/subscriptions/confirm", { body: { token: tokenIn(await latestMailTo(email), "/subscriptions/confirm") } })).status,
    ).toBe(200);
    const mailBefore = await mailCount(email);

    const first = await http("/api/cron/job-alerts", { method: "POST", headers: BEARER });
    expect(first.status).toBe(200);
    const summary = first.json() as Summary;
    expect(summary).toEqual({
      digest: {
        week: expect.stringMatching(/^\d{4}-W\d{2}$/),
        recipients: expect.any(Number),
        sent: expect.any(Number),
        alreadyDone: expect.any(Number),
        nothingNew: expect.any(Number),
        failed: 0,
      },
      reminders: { due: expect.any(Number), sent: expect.any(Number), failed: 0 },
    });
    expect(summary.digest.sent).toBeGreaterThanOrEqual(1);
    expect(await mailCount(email)).toBe(mailBefore + 1);

    const again = await http("/api/cron/job-alerts", { headers: BEARER });
    expect(again.status).toBe(200);
    expect((again.json() as Summary).digest).toMatchObject({ sent: 0, alreadyDone: expect.any(Number) });
    expect((again.json() as Summary).digest.alreadyDone).toBeGreaterThanOrEqual(1);
    expect(await mailCount(email)).toBe(mailBefore + 1);
  });

  it.each([
    ["no Authorization", {}],
    ["a wrong secret", { authorization: "Bearer not-the-secret" }],
    ["the secret without Bearer", { authorization: CRON_SECRET }],
  ])("answers 401 'Unauthorized' with %s, to POST and GET", async (_name, headers) => {
    expectMessage(await http("/api/cron/job-alerts", { method: "POST", headers }), 401, "Unauthorized");
    expectMessage(await http("/api/cron/job-alerts", { headers }), 401, "Unauthorized");
  });

  it("answers 401 to a signed-in admin without the secret", async () => {
    expectMessage(await http("/api/cron/job-alerts", { method: "POST", as: "admin" }), 401, "Unauthorized");
  });
});
