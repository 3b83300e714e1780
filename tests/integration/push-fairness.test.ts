// Push delivery when some endpoints stall (attack pass finding 4): the queue's own workers against listeners
// on this machine. Accounts whose endpoints accept connections and never answer keep to their share of the
// sends, so another person's push arrives within seconds while theirs still stall; a send has a short limit,
// and an endpoint that times out again and again is forgotten rather than retried at the head of the queue.
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { pushSubscriptions, savedSearches, users } from "@/server/db/schema";
import { queueSavedSearchPushes } from "@/server/push/queue-push";
import { MAX_TIMEOUTS_IN_A_ROW, SEND_LIMIT_MS, SENDS_PER_HOST, sendPush } from "@/server/push/send-push";
import { startWorkers, stopWorkers } from "@/server/queue/workers";
import { savedSearchFiltersSchema } from "@/lib/schemas/saved-searches";
import { searchQueryOf } from "@/server/alerts/signup";
import { unsubscribeToken } from "@/server/alerts/tokens";
import { sha256Hex } from "@/server/secrets";
import { withTestDatabase } from "../support/test-db";
import { addPushDevice } from "../support/push-devices";
import { uniqueEmail } from "../support/alerts";

const t = withTestDatabase();

// The push service everyone else uses answers at once; the stalling host (another loopback address, so
// another host) accepts connections and never says a word.
const FAST_HOST = "127.0.0.1";
const STALLING_HOST = "127.0.0.2";
let fast: http.Server;
let fastUrl = "";
const delivered: { path: string; at: number }[] = [];
const answerFastWith = 201;
let stalling: net.Server;
let stallingUrl = "";
const stalled = new Set<net.Socket>();

beforeAll(async () => {
  fast = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      delivered.push({ path: request.url ?? "", at: Date.now() });
      response.writeHead(answerFastWith).end();
    });
  });
  await new Promise<void>((resolve) => fast.listen(0, FAST_HOST, resolve));
  fastUrl = `http://${FAST_HOST}:${(fast.address() as AddressInfo).port}`;
  stalling = net.createServer((socket) => {
    stalled.add(socket);
    socket.on("error", () => undefined);
    // Reads what it is sent (so it hears the sender hang up) and answers nothing.
    socket.resume();
  });
  await new Promise<void>((resolve) => stalling.listen(0, STALLING_HOST, resolve));
  stallingUrl = `http://${STALLING_HOST}:${(stalling.address() as AddressInfo).port}`;
  // The hosts tests may reach over plain http (as the HTTP suite's server is configured).
  process.env.LINK_CHECK_ALLOW_HOSTS = `${FAST_HOST},${STALLING_HOST}`;
});

afterAll(async () => {
  delete process.env.LINK_CHECK_ALLOW_HOSTS;
  for (const socket of stalled) socket.destroy();
  await new Promise<void>((resolve) => fast.close(() => resolve()));
  await new Promise<void>((resolve) => stalling.close(() => resolve()));
});

let n = 0;
async function person(name: string) {
  n++;
  const [user] = await t.db
    .insert(users)
    .values({ username: `${name}${n}x${Date.now() % 100000}`, email: uniqueEmail(name), name: "Sam Reid", emailVerified: true })
    .returning();
  return user;
}

async function instantSearch(userId: string) {
  const filters = savedSearchFiltersSchema.parse({});
  const id = crypto.randomUUID();
  await t.db.insert(savedSearches).values({
    id,
    userId,
    filters,
    searchQuery: searchQueryOf(filters),
    frequency: "instant",
    confirmedAt: new Date(),
    unsubscribeTokenHash: sha256Hex(unsubscribeToken("alert", id)),
  });
  return id;
}

async function device(userId: string, savedSearchId: string | null, endpoint: string) {
  return (await addPushDevice(t.db, { userId, savedSearchId, endpoint })).row;
}

const notification = { title: "New job: Saturation diver", body: "Deep Co · Aberdeen, UK", url: "http://localhost:3000/" };

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

describe("push delivery beside stalling endpoints", () => {
  it("delivers another person's push within seconds while several accounts' endpoints stall", async () => {
    // Three accounts with four endpoints each on one stalling host, their pushes queued first.
    const attackers = await Promise.all([1, 2, 3].map(() => person("staller")));
    const attackerSearches: string[] = [];
    for (const [a, attacker] of attackers.entries()) {
      const searchId = await instantSearch(attacker.id);
      attackerSearches.push(searchId);
      for (let i = 0; i < 4; i++) await device(attacker.id, searchId, `${stallingUrl}/att-${a}-${i}`);
    }
    const victim = await person("victim");
    const victimSearch = await instantSearch(victim.id);
    await device(victim.id, victimSearch, `${fastUrl}/push/victim`);
    for (const searchId of attackerSearches) await queueSavedSearchPushes(t.db, searchId, notification, `stall/${searchId}`);
    await queueSavedSearchPushes(t.db, victimSearch, notification, "stall/victim");

    const started = Date.now();
    await startWorkers(t.db);
    try {
      await until(() => delivered.some((d) => d.path === "/push/victim"), 30_000);
      const arrivedAfter = Date.now() - started;
      expect(delivered.filter((d) => d.path === "/push/victim")).toHaveLength(1);
      expect(arrivedAfter).toBeLessThan(10_000);
      // Theirs are still stalling, or waiting their turn: none has been given up on yet.
      const left = await t.db
        .select()
        .from(pushSubscriptions)
        .where(
          inArray(
            pushSubscriptions.userId,
            attackers.map((a) => a.id),
          ),
        );
      expect(left).toHaveLength(12);
    } finally {
      // Their pushes find no row and end at once.
      await t.db.delete(pushSubscriptions).where(
        inArray(
          pushSubscriptions.userId,
          attackers.map((a) => a.id),
        ),
      );
      await stopWorkers(SEND_LIMIT_MS + 2_000);
    }
  }, 60_000);

  it("keeps each account and each endpoint host to its share of sends at once, putting the rest back", async () => {
    const push = (subscriptionId: string) => sendPush(t.db, { subscriptionId, notification });
    // One host, an account each: the host's share runs (and stalls), the one over it is put back at once.
    const owners = await Promise.all(Array.from({ length: SENDS_PER_HOST + 1 }, () => person("sharer")));
    const rows = await Promise.all(owners.map((owner, i) => device(owner.id, null, `${stallingUrl}/share-${i}`)));
    const started = Date.now();
    const sends = rows.map((row) => push(row.id).then((outcome) => ({ outcome, afterMs: Date.now() - started })));
    const outcomes = await Promise.all(sends);
    const putBack = outcomes.filter((o) => !o.outcome.timedOut);
    expect(putBack).toHaveLength(1);
    expect(putBack[0].outcome).toMatchObject({ sent: false });
    expect(putBack[0].outcome.putBackUntil).toBeDefined();
    expect(putBack[0].afterMs).toBeLessThan(1_000);
    expect(outcomes.filter((o) => o.outcome.timedOut)).toHaveLength(SENDS_PER_HOST);

    // One account, two hosts: while its stalled send is under way, its push elsewhere waits its turn.
    const owner = await person("busy");
    const stalledRow = await device(owner.id, null, `${stallingUrl}/busy`);
    const fastRow = await device(owner.id, null, `${fastUrl}/push/busy`);
    const stalledSend = push(stalledRow.id);
    await new Promise((r) => setTimeout(r, 200));
    const meanwhile = await push(fastRow.id);
    expect(meanwhile).toMatchObject({ sent: false });
    expect(meanwhile.putBackUntil).toBeDefined();
    expect(delivered.filter((d) => d.path === "/push/busy")).toHaveLength(0);
    expect(await stalledSend).toMatchObject({ timedOut: true });
    // Its turn once the account's send has ended.
    expect(await push(fastRow.id)).toMatchObject({ sent: true });
  }, 30_000);

  it("gives up on a send at the short limit, and forgets an endpoint that times out again and again", async () => {
    const owner = await person("stalled");
    const searchId = await instantSearch(owner.id);
    const endpoint = `${stallingUrl}/gone-quiet`;
    const row = await device(owner.id, searchId, endpoint);
    await device(owner.id, null, endpoint);
    const rowsOf = () => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    for (let i = 1; i <= MAX_TIMEOUTS_IN_A_ROW; i++) {
      const started = Date.now();
      const outcome = await sendPush(t.db, { subscriptionId: row.id, notification });
      expect(Date.now() - started).toBeLessThan(SEND_LIMIT_MS + 1_500);
      expect(outcome).toMatchObject({ sent: false, timedOut: true });
      if (i < MAX_TIMEOUTS_IN_A_ROW) {
        // Put back at the end of the queue for later, not thrown to be retried at its head; both rows counted.
        expect(outcome.putBackUntil).toBeDefined();
        expect((await rowsOf()).map((r) => r.consecutiveTimeouts)).toEqual([i, i]);
      } else expect(outcome.removed).toBe(2);
    }
    expect(await rowsOf()).toHaveLength(0);
  }, 30_000);

  it("starts the count again when the endpoint answers", async () => {
    const owner = await person("recovered");
    const row = await device(owner.id, null, `${fastUrl}/push/recovered`);
    await t.db
      .update(pushSubscriptions)
      .set({ consecutiveTimeouts: MAX_TIMEOUTS_IN_A_ROW - 1 })
      .where(eq(pushSubscriptions.id, row.id));
    expect(await sendPush(t.db, { subscriptionId: row.id, notification })).toMatchObject({ sent: true, status: 201 });
    const [after] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
    expect(after.consecutiveTimeouts).toBe(0);
  });
});
