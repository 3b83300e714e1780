// The digest when things go wrong: a run that dies mid-send, and a mail provider that refuses a message.
// Mail goes through the Resend driver to a local stand-in, so the test sees every delivery attempt.
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { digestSends } from "@/server/db/schema";
import { MAX_ATTEMPTS, sendWeeklyDigest } from "@/server/alerts/digest";
import { withTestDatabase } from "../support/test-db";
import { insertJob } from "../support/factories";
import { confirmedSubscriber, uniqueEmail } from "../support/alerts";

const t = withTestDatabase();
const DAY = 86_400_000;

type Delivery = { to: string; subject: string; idempotencyKey: string | undefined; headers: Record<string, string> };

/** A Resend stand-in; `respond` decides per request whether to accept, refuse, or never answer. */
async function fakeResend(respond: (d: Delivery, n: number) => "ok" | "refuse" | "hang") {
  const deliveries: Delivery[] = [];
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const json = JSON.parse(body) as { to: string[]; subject: string; headers: Record<string, string> };
      const delivery = {
        to: json.to[0],
        subject: json.subject,
        headers: json.headers,
        idempotencyKey: req.headers["idempotency-key"] as string | undefined,
      };
      deliveries.push(delivery);
      const how = respond(delivery, deliveries.length);
      if (how === "hang") hanging.push(res);
      else if (how === "refuse") res.writeHead(500).end('{"message":"temporarily unavailable"}');
      else res.writeHead(200, { "Content-Type": "application/json" }).end('{"id":"re_1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.RESEND_API_KEY = "re_test_key";
  process.env.RESEND_API_URL = `http://127.0.0.1:${(server.address() as { port: number }).port}/emails`;
  return {
    deliveries,
    /** Drops the connections left hanging, as a dying process would. */
    dropHanging: () => hanging.splice(0).forEach((res) => res.socket?.destroy()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

afterEach(() => {
  delete process.env.RESEND_API_KEY;
  delete process.env.RESEND_API_URL;
});

const countBy = (list: string[]) => list.reduce<Record<string, number>>((acc, x) => ({ ...acc, [x]: (acc[x] ?? 0) + 1 }), {});

describe("crash and resume", () => {
  it("a run that dies mid-send is resumed by the next run without sending anyone a second digest", async () => {
    // Confirmations go to the outbox, before the stand-in is switched on.
    const people = Array.from({ length: 5 }, () => uniqueEmail("crew"));
    for (const p of people) await confirmedSubscriber(p);
    const now = new Date("2032-01-14T07:00:00Z");
    await insertJob(t.db, {
      title: "Ice road trucker",
      createdAt: new Date(now.getTime() - DAY),
      expiresAt: new Date(now.getTime() + 30 * DAY),
      applicationClosingDate: new Date(now.getTime() + 20 * DAY),
    });

    // The first run hangs forever on its third email: the process is as good as dead from there.
    let crashed = true;
    const resend = await fakeResend((_d, n) => (crashed && n === 3 ? "hang" : "ok"));
    const dying = sendWeeklyDigest(t.db, now);
    await expect.poll(() => resend.deliveries.length, { timeout: 5000 }).toBe(3);
    crashed = false;

    // The scheduler tries again: those sent and the one caught mid-send are skipped, the rest go out.
    const resumed = await sendWeeklyDigest(t.db, now);
    expect(resumed).toMatchObject({ sent: 2, alreadyDone: 3, failed: 0 });
    const counts = countBy(resend.deliveries.map((d) => d.to));
    expect(Object.keys(counts).sort()).toEqual([...people].sort());
    expect(Object.values(counts).every((c) => c === 1)).toBe(true);

    // The row of the email nobody knows the fate of stays claimed and is never sent again.
    const stuck = resend.deliveries[2].to;
    const [row] = await t.db.select().from(digestSends).where(eq(digestSends.email, stuck));
    expect(row.status).toBe("claimed");
    // Every attempt carries the idempotency key, so the provider itself would drop a repeat.
    expect(resend.deliveries.every((d) => d.idempotencyKey === `digest/2032-W03/${d.to}`)).toBe(true);
    expect(resend.deliveries.every((d) => d.headers["List-Unsubscribe-Post"] === "List-Unsubscribe=One-Click")).toBe(true);

    resend.dropHanging();
    await dying;
    await sendWeeklyDigest(t.db, now);
    // The dropped send counts as failed and a later run may retry it under the same key; nobody else hears again.
    const after = countBy(resend.deliveries.map((d) => d.to));
    for (const p of people.filter((p) => p !== stuck)) expect(after[p], p).toBe(1);
    expect(new Set(resend.deliveries.filter((d) => d.to === stuck).map((d) => d.idempotencyKey)).size).toBe(1);
    await resend.close();
  });

  it("a claim left by a run that died between claiming and sending is never sent again", async () => {
    const email = uniqueEmail("ghost");
    await confirmedSubscriber(email);
    const now = new Date("2032-02-11T07:00:00Z");
    await insertJob(t.db, {
      title: "Crane op",
      createdAt: new Date(now.getTime() - DAY),
      expiresAt: new Date(now.getTime() + 30 * DAY),
      applicationClosingDate: new Date(now.getTime() + 20 * DAY),
    });
    await t.db.insert(digestSends).values({ email, isoWeek: "2032-W07" }); // what the crashed run left behind
    const resend = await fakeResend(() => "ok");
    await sendWeeklyDigest(t.db, now);
    await sendWeeklyDigest(t.db, now);
    expect(resend.deliveries.filter((d) => d.to === email)).toHaveLength(0);
    await resend.close();
  });
});

describe("send failures", () => {
  it("retries a refused send in later runs of the week, up to the attempt limit, and never re-sends a delivered one", async () => {
    const ok = uniqueEmail("ok");
    const flaky = uniqueEmail("flaky");
    const broken = uniqueEmail("broken");
    for (const p of [ok, flaky, broken]) await confirmedSubscriber(p);
    const now = new Date("2032-03-10T07:00:00Z");
    await insertJob(t.db, {
      title: "Blaster",
      createdAt: new Date(now.getTime() - DAY),
      expiresAt: new Date(now.getTime() + 30 * DAY),
      applicationClosingDate: new Date(now.getTime() + 20 * DAY),
    });

    let flakyFailures = 1;
    const resend = await fakeResend((d) => {
      if (d.to === broken) return "refuse";
      if (d.to === flaky && flakyFailures-- > 0) return "refuse";
      return "ok";
    });
    const first = await sendWeeklyDigest(t.db, now);
    expect(first.failed).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < MAX_ATTEMPTS + 1; i++) await sendWeeklyDigest(t.db, now);
    const attempts = countBy(resend.deliveries.map((d) => d.to));
    expect(attempts[ok]).toBe(1);
    expect(attempts[flaky]).toBe(2); // refused once, then delivered once
    expect(attempts[broken]).toBe(MAX_ATTEMPTS);
    const [row] = await t.db.select().from(digestSends).where(eq(digestSends.email, broken));
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(row.error).toContain("500");
    await resend.close();
  });
});
