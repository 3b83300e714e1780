// Push delivery beside one account's stalling endpoints, over real HTTP against the production build (attack
// pass finding 4). An account subscribes a dozen endpoints on a listener that accepts and never answers; a
// matching job queues their pushes first. Another person's push, for a job published a moment later, still
// arrives within seconds (the account keeps to its share of the workers), while the account's sends stall.
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { http as call } from "../support/client";
import { JOB_CSV_HEADER, importJobsCsv } from "../support/job-import";
import { ownAccount, type OwnAccount } from "../support/own-accounts";
import { newSubscriber } from "../support/web-push-decrypt";

const run = Date.now()
  .toString(36)
  .replace(/[^a-z0-9]/gi, "");
const stallWord = `pushstall${run}`;
const victimWord = `pushprompt${run}`;
const STALLING_ENDPOINTS = 12;
/** A quiet queue delivers in a few seconds (a poll for each of fan-out, instant mail and push). */
const PROMPTLY_MS = 20_000;

let service: http.Server;
let serviceUrl = "";
const delivered: { path: string; at: number }[] = [];
let stalling: net.Server;
let stallingUrl = "";
const stalled = new Set<net.Socket>();

beforeAll(async () => {
  service = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      delivered.push({ path: request.url ?? "", at: Date.now() });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  stalling = net.createServer((socket) => {
    stalled.add(socket);
    socket.on("error", () => undefined);
    socket.resume();
  });
  await new Promise<void>((resolve) => stalling.listen(0, "127.0.0.1", resolve));
  stallingUrl = `http://127.0.0.1:${(stalling.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of stalled) socket.destroy();
  await new Promise<void>((resolve) => service.close(() => resolve()));
  await new Promise<void>((resolve) => stalling.close(() => resolve()));
});

const importJob = (title: string) =>
  importJobsCsv(
    `${JOB_CSV_HEADER}\n${title},Push Subsea,"North Sea, United Kingdom",£150000,oil-gas,Winch runs,OK,https://careers.example/${encodeURIComponent(title)}`,
    { skipWarnings: true },
  );

async function instantSearch(account: OwnAccount, search: string): Promise<string> {
  const saved = await call("/api/saved-searches", { cookie: account.cookie, body: { filters: { search }, frequency: "instant" } });
  expect(saved.status, saved.text).toBe(201);
  return (saved.json() as { id: string }).id;
}

async function subscribe(account: OwnAccount, savedSearchId: string, endpoint: string): Promise<void> {
  const subscriber = newSubscriber();
  const subscription = {
    endpoint,
    expirationTime: null,
    keys: { p256dh: subscriber.publicKey.toString("base64url"), auth: subscriber.auth.toString("base64url") },
  };
  const answer = await call("/api/push/subscriptions", { cookie: account.cookie, body: { subscription, savedSearchId } });
  expect(answer.status, answer.text).toBe(201);
}

describe("push alerts beside an account's stalling endpoints", () => {
  let staller: OwnAccount;
  const stallingEndpoints = Array.from({ length: STALLING_ENDPOINTS }, (_, i) => `/stall/${run}-${i}`);

  afterAll(async () => {
    // Their pushes still queued find no subscription and end at once.
    for (const path of stallingEndpoints)
      await call("/api/push/subscriptions", { method: "DELETE", cookie: staller.cookie, body: { endpoint: `${stallingUrl}${path}` } });
  });

  it("delivers another person's push within seconds while a dozen of one account's endpoints stall", async () => {
    staller = await ownAccount("push-staller");
    const victim = await ownAccount("push-victim");
    const stallSearch = await instantSearch(staller, stallWord);
    for (const path of stallingEndpoints) await subscribe(staller, stallSearch, `${stallingUrl}${path}`);
    const victimSearch = await instantSearch(victim, victimWord);
    await subscribe(victim, victimSearch, `${serviceUrl}/push/${run}-victim`);

    // The staller's pushes are queued first: the first of them is already stalling when the victim's job comes.
    expect((await importJob(`Offshore ${stallWord} operator`)).status).toBe(200);
    await expect.poll(() => stalled.size, { timeout: 30_000, interval: 100 }).toBeGreaterThan(0);
    const published = Date.now();
    expect((await importJob(`Offshore ${victimWord} operator`)).status).toBe(200);
    await expect.poll(() => delivered.some((d) => d.path === `/push/${run}-victim`), { timeout: 90_000, interval: 100 }).toBe(true);
    const arrivedAfter = delivered.find((d) => d.path === `/push/${run}-victim`)!.at - published;
    expect(arrivedAfter).toBeLessThan(PROMPTLY_MS);
    // The staller's endpoints are all still subscribed: none has yet timed out often enough to be dropped.
    const theirs = (await call("/api/push/subscriptions", { cookie: staller.cookie })).json() as { subscriptions: unknown[] };
    expect(theirs.subscriptions).toHaveLength(STALLING_ENDPOINTS);
  }, 120_000);
});
