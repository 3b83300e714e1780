// The offline outbox (lib/outbox.ts, decision 114): order kept, a Save and its unsave folded, repeats kept
// once, an item kept while the link is down and dropped on a refusal that will never change.
import { describe, expect, it } from "vitest";
import { addToOutbox, flushOutbox, parseOutbox, resultOfFailure, type OutboxItem, type SendResult } from "@/lib/outbox";
import { RequestError } from "@/components/forms/post-json";

let n = 0;
const save = (jobId: string): OutboxItem => ({ kind: "save", jobId, key: `k${++n}` });
const unsave = (jobId: string): OutboxItem => ({ kind: "unsave", jobId, key: `k${++n}` });
const report = (jobId: string, reason = "broken_link"): OutboxItem => ({ kind: "report", jobId, reason, key: `k${++n}` });
const build = (...items: OutboxItem[]) => items.reduce<OutboxItem[]>((q, item) => addToOutbox(q, item), []);
const shape = (q: OutboxItem[]) => q.map((i) => `${i.kind}:${i.jobId}`);

function memory(initial: OutboxItem[] = []) {
  let queue = initial;
  return { read: () => queue, write: (q: OutboxItem[]) => void (queue = q) };
}

describe("adding to the outbox", () => {
  it("keeps changes in the order they were made", () => {
    expect(shape(build(save("a"), save("b"), report("c"), unsave("d")))).toEqual(["save:a", "save:b", "report:c", "unsave:d"]);
  });

  it("a Save then its unsave, neither sent, cancel out; an unsave then a Save leaves the Save", () => {
    expect(shape(build(save("a"), save("b"), unsave("a")))).toEqual(["save:b"]);
    expect(shape(build(unsave("a"), save("a")))).toEqual(["save:a"]);
    expect(shape(build(save("a"), save("a")))).toEqual(["save:a"]);
  });

  it("never folds away the item being sent: the change after it is kept", () => {
    const sending = save("a");
    const q = addToOutbox([sending], unsave("a"), sending.key);
    expect(shape(q)).toEqual(["save:a", "unsave:a"]);
    // …and a Save again after that leaves the job saved once everything has gone.
    expect(shape(addToOutbox(q, save("a"), sending.key))).toEqual(["save:a", "save:a"]);
  });

  it("keeps a report once per job and reason", () => {
    expect(shape(build(report("a"), report("a"), report("a", "duplicate")))).toEqual(["report:a", "report:a"]);
  });

  it("reads anything foreign or corrupt as an empty queue", () => {
    expect(parseOutbox("nope")).toEqual([]);
    expect(parseOutbox([{ kind: "save" }, { kind: "drop", jobId: "a", key: "x" }, save("z")]).map((i) => i.jobId)).toEqual(["z"]);
  });
});

describe("sending the outbox", () => {
  it("sends oldest first and removes each item once the server has it", async () => {
    const storage = memory(build(save("a"), unsave("b"), report("c")));
    const seen: string[] = [];
    const result = await flushOutbox(storage, async (item) => {
      seen.push(`${item.kind}:${item.jobId}`);
      return "sent";
    });
    expect(seen).toEqual(["save:a", "unsave:b", "report:c"]);
    expect(result).toMatchObject({ sent: 3, waiting: 0 });
    expect(storage.read()).toEqual([]);
  });

  it("stops at the first item that must wait and keeps it and everything after it", async () => {
    const storage = memory(build(save("a"), save("b"), save("c")));
    const seen: string[] = [];
    const result = await flushOutbox(storage, async (item): Promise<SendResult> => {
      seen.push(item.jobId);
      return item.jobId === "b" ? "keep" : "sent";
    });
    expect(seen).toEqual(["a", "b"]);
    expect(result.waiting).toBe(2);
    expect(shape(storage.read())).toEqual(["save:b", "save:c"]);
  });

  it("drops an item the server refuses for good, reports it, and goes on", async () => {
    const storage = memory(build(report("gone"), save("b")));
    const result = await flushOutbox(storage, async (item) => (item.jobId === "gone" ? "dropped" : "sent"));
    expect(result.dropped.map((i) => i.jobId)).toEqual(["gone"]);
    expect(result).toMatchObject({ sent: 1, waiting: 0 });
  });

  it("a change added while one is being sent is sent after it, in the same pass", async () => {
    const storage = memory(build(save("a")));
    const seen: string[] = [];
    let sending: string | null = null;
    await flushOutbox(
      storage,
      async (item) => {
        seen.push(`${item.kind}:${item.jobId}`);
        if (seen.length === 1) storage.write(addToOutbox(storage.read(), unsave("a"), sending));
        return "sent";
      },
      (key) => (sending = key),
    );
    expect(seen).toEqual(["save:a", "unsave:a"]);
    expect(storage.read()).toEqual([]);
  });
});

describe("what a failure means", () => {
  it("keeps on no answer, a lost session, a timeout, a rate limit and a server error", () => {
    expect(resultOfFailure(new TypeError("Failed to fetch"))).toBe("keep");
    for (const status of [401, 408, 429, 500, 503]) expect(resultOfFailure(new RequestError(status, "x"))).toBe("keep");
  });

  it("drops on any other refusal", () => {
    for (const status of [400, 403, 404, 409, 413]) expect(resultOfFailure(new RequestError(status, "x"))).toBe("dropped");
  });
});

describe("an application made offline", () => {
  const apply = (jobId: string, note?: string): OutboxItem => ({
    kind: "apply",
    jobId,
    answers: [{ id: "q1", value: "yes" }],
    note,
    key: `k${++n}`,
  });

  it("is kept once per job, the first one, beside the other changes in order", () => {
    const queue = build(save("a"), apply("b", "first"), apply("b", "second"), apply("c"));
    expect(shape(queue)).toEqual(["save:a", "apply:b", "apply:c"]);
    expect(queue[1]).toMatchObject({ note: "first" });
  });

  it("survives being read back from storage, and a malformed one is left out", () => {
    const kept = JSON.parse(JSON.stringify([apply("b", "camp")])) as unknown;
    expect(shape(parseOutbox(kept))).toEqual(["apply:b"]);
    const broken = [
      { kind: "apply", jobId: "b", key: "k", answers: [{ id: "q1" }] },
      { kind: "apply", jobId: "b", key: "k", answers: "yes" },
      { kind: "apply", jobId: "b", key: "k", answers: [], note: 3 },
    ];
    expect(parseOutbox(broken)).toEqual([]);
  });

  it("leaves the queue once sent, and the same send is never tried twice", async () => {
    const storage = memory(build(apply("b"), save("a")));
    const sent: string[] = [];
    await flushOutbox(storage, async (item) => {
      sent.push(`${item.kind}:${item.jobId}`);
      return "sent";
    });
    expect(sent).toEqual(["apply:b", "save:a"]);
    expect(storage.read()).toEqual([]);
  });
});
