// Web Push's queue side (decision 113): what instant and scheduled saved searches and ticket reminders
// queue, the `push.send` handler against a push service stand-in on this machine (decrypted as a browser
// would), 404/410 removing every row of the endpoint, other failures thrown for a retry, and the SSRF guard.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { pushSubscriptions, savedSearches, users } from "@/server/db/schema";
import { savedSearchFiltersSchema } from "@/lib/schemas/saved-searches";
import { saveProfile } from "@/server/accounts/profile";
import { profileInputSchema } from "@/lib/schemas/profile";
import { searchQueryOf } from "@/server/alerts/signup";
import { unsubscribeToken } from "@/server/alerts/tokens";
import { sendTicketReminders } from "@/server/alerts/ticket-reminders";
import { fanOutNewJobs } from "@/server/saved-searches/fan-out";
import { sendScheduledSavedSearches } from "@/server/saved-searches/scheduled-sends";
import { sendPush } from "@/server/push/send-push";
import { vapidKeys } from "@/server/push/vapid-keys";
import { sha256Hex } from "@/server/secrets";
import { withTestDatabase } from "../support/test-db";
import { addPushDevice } from "../support/push-devices";
import { insertJob } from "../support/factories";
import { drainQueue } from "../support/queue";
import { uniqueEmail } from "../support/alerts";
import { decryptPush, newSubscriber, verifyVapid, type PushSubscriber } from "../http/support/web-push-decrypt";

const t = withTestDatabase();

type Delivery = { path: string; authorization: string; body: Buffer };
let service: http.Server;
let serviceUrl = "";
let answerWith = 201;
const deliveries: Delivery[] = [];

beforeAll(async () => {
  service = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      deliveries.push({ path: request.url ?? "", authorization: String(request.headers.authorization), body: Buffer.concat(chunks) });
      response.writeHead(answerWith).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  // The test host, as the HTTP suite's server is configured: the only plain-http, loopback address let through.
  process.env.LINK_CHECK_ALLOW_HOSTS = "127.0.0.1";
});

afterAll(async () => {
  delete process.env.LINK_CHECK_ALLOW_HOSTS;
  await new Promise<void>((resolve) => service.close(() => resolve()));
});

beforeEach(() => {
  answerWith = 201;
  deliveries.length = 0;
});

let n = 0;
async function person() {
  n++;
  const [user] = await t.db
    .insert(users)
    .values({
      username: `pusher${n}x${Date.now() % 100000}`,
      email: uniqueEmail(`pusher${n}`),
      name: "Sam Reid",
      firstName: "Sam",
      emailVerified: true,
    })
    .returning();
  return user;
}

async function searchOf(userId: string, filters: Record<string, unknown>, frequency: "instant" | "daily", lastSentAt?: Date) {
  const parsed = savedSearchFiltersSchema.parse(filters);
  const id = crypto.randomUUID();
  await t.db.insert(savedSearches).values({
    id,
    userId,
    filters: parsed,
    searchQuery: searchQueryOf(parsed),
    frequency,
    confirmedAt: new Date(),
    unsubscribeTokenHash: sha256Hex(unsubscribeToken("alert", id)),
    ...(lastSentAt && { lastSentAt }),
  });
  return id;
}

async function device(userId: string, name: string, savedSearchId: string | null, subscriber = newSubscriber()) {
  const endpoint = `${serviceUrl}/push/${name}`;
  return { ...(await addPushDevice(t.db, { userId, savedSearchId, endpoint, subscriber })), endpoint };
}

const notificationIn = (subscriber: PushSubscriber, delivery: Delivery) =>
  JSON.parse(decryptPush(subscriber, delivery.body)) as Record<string, string>;
const to = (name: string) => deliveries.filter((d) => d.path === `/push/${name}`);

describe("what queues a push", () => {
  it("an instant search's new job: one push per device of that search, with the job's page, signed with our key", async () => {
    const sam = await person();
    const searchId = await searchOf(sam.id, { search: "pushable saturation" }, "instant");
    const phone = await device(sam.id, "instant-phone", searchId);
    const laptop = await device(sam.id, "instant-laptop", searchId);
    await device(sam.id, "instant-reminders-only", null);
    const job = await insertJob(t.db, { title: "Pushable saturation diver", company: "Deep Co", location: "Aberdeen, UK" });
    await fanOutNewJobs(t.db, [job.id]);
    await drainQueue();
    expect(to("instant-reminders-only")).toHaveLength(0);
    for (const { subscriber, endpoint } of [phone, laptop]) {
      const [delivery] = to(endpoint.split("/push/")[1]);
      expect(notificationIn(subscriber, delivery)).toEqual({
        title: "New job: Pushable saturation diver",
        body: "Deep Co · Aberdeen, UK",
        url: `http://localhost:3000/job/${job.id}?utm_source=outpost&utm_medium=push&utm_campaign=saved-search`,
      });
      expect(verifyVapid(delivery.authorization, vapidKeys().publicKey).aud).toBe(serviceUrl);
    }
    // A retried fan-out claims nothing again, so nothing is pushed twice.
    await fanOutNewJobs(t.db, [job.id]);
    await drainQueue();
    expect(to("instant-phone")).toHaveLength(1);
  });

  it("a daily search's batch: one push naming how many, opening the search's results", async () => {
    const sam = await person();
    const searchId = await searchOf(sam.id, { search: "pushbatch" }, "daily", new Date(Date.now() - 26 * 3600_000));
    const { subscriber } = await device(sam.id, "daily", searchId);
    await insertJob(t.db, { title: "Night pushbatch driller" });
    await insertJob(t.db, { title: "Day pushbatch driller" });
    await sendScheduledSavedSearches(t.db);
    await drainQueue();
    const [delivery] = to("daily");
    const notification = notificationIn(subscriber, delivery);
    expect(notification.title).toBe("2 new jobs for your saved search");
    expect(notification.url).toBe("http://localhost:3000/search?search=pushbatch#results");
  });

  it("a ticket reminder: once to each device of the worker, whichever searches its rows are for", async () => {
    const sam = await person();
    await saveProfile(t.db, sam.id, profileInputSchema.parse({ tickets: [{ name: "BOSIET", expiresOn: "2093-04-30" }] }));
    const subscriber = newSubscriber();
    const searchId = await searchOf(sam.id, { search: "pushticket" }, "instant");
    await device(sam.id, "worker-phone", searchId, subscriber);
    await device(sam.id, "worker-phone", null, subscriber);
    await sendTicketReminders(t.db, new Date("2093-03-31T08:00:00Z"));
    await drainQueue();
    const phone = to("worker-phone");
    expect(phone).toHaveLength(1);
    expect(notificationIn(subscriber, phone[0])).toEqual({
      title: "BOSIET/FOET expires in 30 days",
      body: "BOSIET/FOET: in 30 days",
      url: "http://localhost:3000/account/profile",
    });
  });
});

describe("push.send", () => {
  it("forgets every row of an endpoint the push service says is gone (404 or 410), without failing", async () => {
    for (const status of [404, 410]) {
      const sam = await person();
      const searchId = await searchOf(sam.id, { search: `gone${status}` }, "instant");
      const { row } = await device(sam.id, `gone-${status}`, searchId);
      await device(sam.id, `gone-${status}`, null);
      answerWith = status;
      const outcome = await sendPush(t.db, {
        subscriptionId: row.id,
        notification: { title: "T", body: "B", url: "http://localhost:3000/" },
      });
      expect(outcome).toMatchObject({ sent: false, removed: 2, status });
      expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, sam.id))).toHaveLength(0);
    }
  });

  it("throws on any other failure so the queue retries, keeping the subscription", async () => {
    const sam = await person();
    const { row } = await device(sam.id, "busy", null);
    answerWith = 503;
    await expect(
      sendPush(t.db, { subscriptionId: row.id, notification: { title: "T", body: "B", url: "http://localhost:3000/" } }),
    ).rejects.toThrow("The push service answered 503");
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, row.id))).toHaveLength(1);
  });

  it("never connects to a private or plain-http address, whatever is stored", async () => {
    const sam = await person();
    const { row } = await device(sam.id, "guarded", null);
    const notification = { title: "T", body: "B", url: "http://localhost:3000/" };
    delete process.env.LINK_CHECK_ALLOW_HOSTS;
    try {
      await expect(sendPush(t.db, { subscriptionId: row.id, notification })).rejects.toThrow(/https address of a push service/);
      await t.db.update(pushSubscriptions).set({ endpoint: "https://127.0.0.1/push" }).where(eq(pushSubscriptions.id, row.id));
      await expect(sendPush(t.db, { subscriptionId: row.id, notification })).rejects.toThrow(/https address of a push service/);
      await t.db
        .update(pushSubscriptions)
        .set({ endpoint: "https://metadata.internal.example/push" })
        .where(eq(pushSubscriptions.id, row.id));
      // A name is refused before any lookup on a machine that may reach only listed hosts (LINK_CHECK_ALLOW_ONLY).
      await expect(sendPush(t.db, { subscriptionId: row.id, notification })).rejects.toThrow(/not an allowed host/);
    } finally {
      process.env.LINK_CHECK_ALLOW_HOSTS = "127.0.0.1";
    }
    expect(deliveries).toHaveLength(0);
  });

  it("sends nothing for a subscription turned off since the push was queued", async () => {
    const notification = { title: "T", body: "B", url: "http://localhost:3000/" };
    expect(await sendPush(t.db, { subscriptionId: crypto.randomUUID(), notification })).toEqual({ sent: false });
    expect(deliveries).toHaveLength(0);
  });
});

describe("VAPID keys", () => {
  it("are a P-256 pair kept in DATA_DIR on the embedded default, the same on every read", () => {
    const keys = vapidKeys();
    expect(Buffer.from(keys.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(keys.privateKey, "base64url")).toHaveLength(32);
    expect(keys.subject).toMatch(/^mailto:/);
  });
});
