// Web Push over real HTTP against the production build (decision 113). This file is the push
// service: a server of its own on 127.0.0.1 (the one host the suite's server may reach, LINK_CHECK_ALLOW_HOSTS).
// A new account subscribes a browser's keys for an instant saved search; an imported matching job makes the
// server POST an aes128gcm message there, which is decrypted here (RFC 8291) and read; its VAPID header must
// verify with the public key the API gave. Then the endpoint answers 410, and the subscription is removed.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectMessage, http as call } from "../support/client";
import { JOB_CSV_HEADER, importJobsCsv } from "../support/job-import";
import { ownAccount, type OwnAccount } from "../support/own-accounts";
import { decryptPush, newSubscriber, verifyVapid, type PushSubscriber } from "../support/web-push-decrypt";

const run = Date.now().toString(36);
/** A word no other job has, so only this file's jobs match its search. */
const word = `pushwinch${run}`.replace(/[^a-z0-9]/gi, "");
const ARRIVES_WITHIN_MS = 60_000;

type Delivery = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

let pushService: http.Server;
let serviceUrl = "";
let answerWith = 201;
const deliveries: Delivery[] = [];

beforeAll(async () => {
  pushService = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      deliveries.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answerWith).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
  serviceUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => pushService.close(() => resolve())));

const importJob = (title: string) =>
  importJobsCsv(
    `${JOB_CSV_HEADER}\n${title},Push Subsea,"North Sea, United Kingdom",£150000,oil-gas,Winch runs,OK,https://careers.example/${encodeURIComponent(title)}`,
    { skipWarnings: true },
  );

const subscriptionOf = (subscriber: PushSubscriber, endpoint: string) => ({
  endpoint,
  expirationTime: null,
  keys: { p256dh: subscriber.publicKey.toString("base64url"), auth: subscriber.auth.toString("base64url") },
});

async function savedSearch(account: OwnAccount, filters: Record<string, string>): Promise<string> {
  const saved = await call("/api/saved-searches", { cookie: account.cookie, body: { filters, frequency: "instant" } });
  expect(saved.status, saved.text).toBe(201);
  return (saved.json() as { id: string }).id;
}

async function deliveryTo(path: string): Promise<Delivery> {
  await expect.poll(() => deliveries.some((d) => d.path === path), { timeout: ARRIVES_WITHIN_MS, interval: 200 }).toBe(true);
  return deliveries.find((d) => d.path === path)!;
}

const endpointsOf = async (account: OwnAccount) =>
  (
    (await call("/api/push/subscriptions", { cookie: account.cookie })).json() as { subscriptions: { endpoint: string }[] }
  ).subscriptions.map((s) => s.endpoint);

describe("push alerts", () => {
  let owner: OwnAccount;
  let stranger: OwnAccount;
  let publicKey = "";

  beforeAll(async () => {
    owner = await ownAccount("push");
    stranger = await ownAccount("push");
    const key = await call("/api/push/public-key");
    expect(key.status).toBe(200);
    publicKey = (key.json() as { publicKey: string }).publicKey;
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
  });

  it("delivers a matching job as an encrypted, VAPID-signed push, and a 410 removes the subscription", async () => {
    const searchId = await savedSearch(owner, { search: word });
    const subscriber = newSubscriber();
    const endpoint = `${serviceUrl}/push/${run}-a`;
    const subscribed = await call("/api/push/subscriptions", {
      cookie: owner.cookie,
      body: { subscription: subscriptionOf(subscriber, endpoint), savedSearchId: searchId },
    });
    expect(subscribed.status, subscribed.text).toBe(201);
    expect(subscribed.json()).toMatchObject({ endpoint, savedSearchId: searchId });

    const title = `Offshore ${word} operator`;
    expect((await importJob(title)).status).toBe(200);
    const delivery = await deliveryTo(`/push/${run}-a`);
    expect(delivery.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(delivery.headers.ttl)).toBeGreaterThan(0);
    const claims = verifyVapid(String(delivery.headers.authorization), publicKey);
    expect(claims.aud).toBe(serviceUrl);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.sub).toMatch(/^mailto:\S+@\S+$/);

    const notification = JSON.parse(decryptPush(subscriber, delivery.body)) as Record<string, string>;
    expect(Object.keys(notification).sort()).toEqual(["body", "title", "url"]);
    expect(notification.title).toBe(`New job: ${title}`);
    expect(notification.body).toContain("Push Subsea");
    const url = new URL(notification.url);
    expect(url.pathname).toMatch(/^\/job\/[0-9a-f-]{36}$/);
    // The address is the job's page on this site: it answers with the job.
    const page = await call(url.pathname);
    expect(page.status).toBe(200);
    expect(page.text).toContain(title);

    // The browser dropped the subscription: the push service answers 410 Gone, and we forget the endpoint.
    answerWith = 410;
    deliveries.length = 0;
    expect(await endpointsOf(owner)).toContain(endpoint);
    expect((await importJob(`Night ${word} operator`)).status).toBe(200);
    await deliveryTo(`/push/${run}-a`);
    await expect.poll(() => endpointsOf(owner), { timeout: 20_000, interval: 200 }).not.toContain(endpoint);
    answerWith = 201;
  });

  it("turns off by endpoint: one search's row, or every row of the device", async () => {
    const searchId = await savedSearch(owner, { search: `${word}rig` });
    const subscription = subscriptionOf(newSubscriber(), `${serviceUrl}/push/${run}-b`);
    for (const body of [{ subscription, savedSearchId: searchId }, { subscription }])
      expect((await call("/api/push/subscriptions", { cookie: owner.cookie, body })).status).toBe(201);
    // Subscribing again changes nothing: one row per (endpoint, search).
    expect((await call("/api/push/subscriptions", { cookie: owner.cookie, body: { subscription } })).status).toBe(201);
    expect((await endpointsOf(owner)).filter((e) => e === subscription.endpoint)).toHaveLength(2);
    // "Download my data" names the device and what it hears of, without the browser's keys.
    const exported = (await call("/api/user/export", { cookie: owner.cookie })).json() as {
      pushSubscriptions: Record<string, unknown>[];
      savedSearches: Record<string, unknown>[];
    };
    expect(exported.pushSubscriptions).toContainEqual({
      endpoint: subscription.endpoint,
      savedSearchId: searchId,
      createdAt: expect.any(String),
    });
    // The search it hears of is in the same file, by that id.
    expect(exported.savedSearches).toContainEqual(expect.objectContaining({ id: searchId }));
    expect(JSON.stringify(exported)).not.toContain(subscription.keys.auth);

    const removeOne = await call("/api/push/subscriptions", {
      method: "DELETE",
      cookie: owner.cookie,
      body: { endpoint: subscription.endpoint, savedSearchId: searchId },
    });
    expect(removeOne.json()).toEqual({ removed: 1 });
    // Another account cannot turn off this person's alerts, even knowing the endpoint.
    const foreign = await call("/api/push/subscriptions", {
      method: "DELETE",
      cookie: stranger.cookie,
      body: { endpoint: subscription.endpoint },
    });
    expect(foreign.json()).toEqual({ removed: 0 });
    const removeAll = await call("/api/push/subscriptions", {
      method: "DELETE",
      cookie: owner.cookie,
      body: { endpoint: subscription.endpoint },
    });
    expect(removeAll.json()).toEqual({ removed: 1 });
    expect(await endpointsOf(owner)).not.toContain(subscription.endpoint);
  });

  it("refuses the signed-out, bad bodies, unsafe endpoints and someone else's saved search", async () => {
    const subscription = subscriptionOf(newSubscriber(), `${serviceUrl}/push/${run}-c`);
    expectMessage(await call("/api/push/subscriptions", { body: { subscription } }), 401);
    expectMessage(await call("/api/push/subscriptions", { method: "DELETE", body: { endpoint: subscription.endpoint } }), 401);
    expectMessage(await call("/api/push/subscriptions"), 401);

    expectMessage(
      await call("/api/push/subscriptions", { cookie: owner.cookie, body: { subscription: { endpoint: subscription.endpoint } } }),
      400,
    );
    expectMessage(
      await call("/api/push/subscriptions", {
        cookie: owner.cookie,
        body: { subscription: { ...subscription, keys: { ...subscription.keys, auth: "short" } } },
      }),
      400,
    );
    // A well-formed key that is not a point on the curve.
    const offCurve = `B${"A".repeat(86)}`;
    expectMessage(
      await call("/api/push/subscriptions", {
        cookie: owner.cookie,
        body: { subscription: { ...subscription, keys: { ...subscription.keys, p256dh: offCurve } } },
      }),
      400,
    );
    // Plain http, private addresses and other ports are never push services (only the test host is let through).
    for (const endpoint of [
      "http://push.example/x",
      "https://10.0.0.8/x",
      "https://169.254.169.254/latest",
      "https://push.example:8443/x",
      "ftp://push.example/x",
    ])
      expectMessage(
        await call("/api/push/subscriptions", { cookie: owner.cookie, body: { subscription: { ...subscription, endpoint } } }),
        400,
      );

    const theirs = await savedSearch(stranger, { search: `${word}theirs` });
    expectMessage(
      await call("/api/push/subscriptions", { cookie: owner.cookie, body: { subscription, savedSearchId: theirs } }),
      404,
      "Saved search not found",
    );
    expect(await endpointsOf(owner)).not.toContain(subscription.endpoint);
  });
});
