// The worker's profile over real HTTP: private, validated, exported, and its ticket reminder sent once by a
// by-hand run of the daily schedule.
import { beforeAll, describe, expect, it } from "vitest";
import { CRON_SECRET } from "../support/accounts";
import { expectMessage, http } from "../support/client";
import { latestMailTo, mailTo } from "../support/mail";
import { ownAccount, type OwnAccount } from "../support/own-accounts";

const BEARER = { authorization: `Bearer ${CRON_SECRET}` };
const DAY_MS = 86_400_000;
const isoDay = (daysFromToday: number) => new Date(Date.now() + daysFromToday * DAY_MS).toISOString().slice(0, 10);

let worker: OwnAccount;
beforeAll(async () => {
  worker = await ownAccount("worker-profile");
});

describe("GET and PUT /api/user/profile", () => {
  it("answers 401 signed out", async () => {
    expectMessage(await http("/api/user/profile"), 401);
    expectMessage(await http("/api/user/profile", { method: "PUT", body: { roles: [] } }), 401);
  });

  it("answers 400 with a message for a date that does not exist", async () => {
    const answer = await http("/api/user/profile", {
      method: "PUT",
      cookie: worker.cookie,
      body: { tickets: [{ name: "BOSIET", expiresOn: "2027-02-30" }] },
    });
    expectMessage(answer, 400, "Ticket expiry must be a real date written YYYY-MM-DD");
  });

  it("keeps what was PUT, as GET then answers it, unseen by others and uncached", async () => {
    const profile = {
      roles: ["Derrickman"],
      tickets: [{ name: "bosiet", number: "OP-1", expiresOn: "2030-01-31" }, { name: "Banksman slinger" }],
      medicals: [{ name: "OEUK", expiresOn: "2029-06-30" }],
      availableFrom: "2027-03-12",
      rotations: ["28-28"],
      minPay: { amount: 600, unit: "day" },
      regions: ["Remote Mining", "Norway"],
      needsSponsorship: false,
    };
    const saved = await http("/api/user/profile", { method: "PUT", cookie: worker.cookie, body: profile });
    expect(saved.status, saved.text).toBe(200);
    const expected = {
      ...profile,
      tickets: [{ name: "bosiet-foet", number: "OP-1", expiresOn: "2030-01-31" }, { name: "Banksman slinger" }],
      medicals: [{ name: "oeuk", expiresOn: "2029-06-30" }],
      regions: ["mining", "Norway"],
    };
    expect(saved.json()).toEqual(expected);
    const read = await http("/api/user/profile", { cookie: worker.cookie });
    expect(read.json()).toEqual(expected);
    expect(read.headers.get("cache-control")).toBe("no-store");
    expect((await http("/api/user/profile", { as: "user" })).json()).not.toEqual(expected);
  });

  it("is in the data export", async () => {
    await http("/api/user/profile", { method: "PUT", cookie: worker.cookie, body: { roles: ["Rigger"], tickets: [{ name: "STCW" }] } });
    const exported = (await http("/api/user/export", { cookie: worker.cookie })).json() as { workerProfile: unknown };
    expect(exported.workerProfile).toMatchObject({ roles: ["Rigger"], tickets: [{ name: "stcw" }] });
  });
});

describe("ticket reminders", () => {
  it("email a ticket 30 days from expiry once, however often the schedule runs", async () => {
    const owner = await ownAccount("worker-profile");
    const expiresOn = isoDay(30);
    expect(
      (await http("/api/user/profile", { method: "PUT", cookie: owner.cookie, body: { tickets: [{ name: "HUET", expiresOn }] } })).status,
    ).toBe(200);
    const run = async () =>
      (await http("/api/cron/background-work/runs", { body: { task: "tickets.remind", wait: true }, headers: BEARER })).json() as {
        state: string;
        result: { failed: number } | null;
      };
    expect(await run()).toMatchObject({ state: "completed", result: { failed: 0 } });
    const subject = `Your HUET/CA-EBS expires on ${new Date(`${expiresOn}T00:00:00Z`).toLocaleDateString("en-GB", { dateStyle: "long", timeZone: "UTC" })}`;
    const mail = await latestMailTo(owner.email, subject);
    expect(mail.text).toContain("/account/profile");
    expect(mail.text).toContain("(in 30 days)");

    expect(await run()).toMatchObject({ state: "completed", result: { failed: 0 } });
    // A second by-hand run claims nothing: still one reminder.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await mailTo(owner.email)).filter((m) => m.subject === subject)).toHaveLength(1);
  });
});
