import { describe, expect, it } from "vitest";
import {
  EMPTY_SWIPE_DATA,
  clearDiscarded,
  clearShortlist,
  discard,
  moveToShortlist,
  parseSwipeData,
  remainingDeck,
  removeFromDiscarded,
  removeFromShortlist,
  shortlist,
  undo,
  type SwipeData,
} from "@/lib/swipe-data";

const start: SwipeData = EMPTY_SWIPE_DATA;

describe("swipe transitions", () => {
  it("shortlist adds, takes off the discard pile and advances, without duplicates", () => {
    const a = shortlist(discard(start, "j1"), "j1");
    expect(a).toMatchObject({ shortlistedJobs: ["j1"], discardedJobs: [], currentJobIndex: 2 });
    expect(shortlist(a, "j1").shortlistedJobs).toEqual(["j1"]);
  });

  it("a second swipe on a job already on that list changes nothing (no double step, no double undo)", () => {
    const once = shortlist(start, "j1");
    expect(shortlist(once, "j1")).toBe(once);
    const d = discard(start, "j2");
    expect(discard(d, "j2")).toBe(d);
  });

  it("discard is the reverse", () => {
    const a = discard(shortlist(start, "j1"), "j1");
    expect(a).toMatchObject({ shortlistedJobs: [], discardedJobs: ["j1"], currentJobIndex: 2 });
    expect(discard(a, "j1").discardedJobs).toEqual(["j1"]);
  });

  it("undo reverses the last swipe and steps back, never below 0", () => {
    const swiped = discard(shortlist(start, "j1"), "j2");
    const once = undo(swiped);
    expect(once).toMatchObject({ shortlistedJobs: ["j1"], discardedJobs: [], currentJobIndex: 1 });
    const twice = undo(once);
    expect(twice).toMatchObject({ shortlistedJobs: [], discardedJobs: [], currentJobIndex: 0 });
    expect(undo(twice).currentJobIndex).toBe(0);
  });

  it("moves a discarded job to the shortlist and removes from either list", () => {
    const d = discard(discard(start, "j1"), "j2");
    expect(moveToShortlist(d, "j1")).toMatchObject({ shortlistedJobs: ["j1"], discardedJobs: ["j2"] });
    expect(removeFromDiscarded(d, "j2").discardedJobs).toEqual(["j1"]);
    expect(removeFromShortlist(shortlist(start, "j3"), "j3").shortlistedJobs).toEqual([]);
  });

  it("clears each list and forgets the swipes that built it", () => {
    const both = discard(shortlist(start, "j1"), "j2");
    const noShortlist = clearShortlist(both);
    expect(noShortlist).toMatchObject({ shortlistedJobs: [], discardedJobs: ["j2"] });
    expect(undo(noShortlist).discardedJobs).toEqual([]);
    expect(clearDiscarded(both)).toMatchObject({ shortlistedJobs: ["j1"], discardedJobs: [] });
  });

  it("keeps the deck to jobs on neither list, in order", () => {
    const jobs = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(remainingDeck(jobs, discard(shortlist(start, "a"), "c")).map((j) => j.id)).toEqual(["b"]);
    expect(remainingDeck(jobs, undo(shortlist(start, "a"))).map((j) => j.id)).toEqual(["a", "b", "c"]);
  });
});

describe("stored swipe data", () => {
  it("reads the spec's shape and drops duplicates", () => {
    expect(parseSwipeData({ shortlistedJobs: ["a", "a"], discardedJobs: ["b"], currentJobIndex: 3 })).toEqual({
      shortlistedJobs: ["a"],
      discardedJobs: ["b"],
      currentJobIndex: 3,
      history: [],
    });
  });

  it.each([
    null,
    42,
    "text",
    [],
    {},
    { shortlistedJobs: "a", discardedJobs: [], currentJobIndex: 0 },
    { shortlistedJobs: [1], discardedJobs: [], currentJobIndex: 0 },
    { shortlistedJobs: [], discardedJobs: [], currentJobIndex: -1 },
    { shortlistedJobs: [], discardedJobs: [], currentJobIndex: 1.5 },
    { shortlistedJobs: [], discardedJobs: [] },
  ])("treats %j as corrupt", (raw) => {
    expect(parseSwipeData(raw)).toBeNull();
  });

  it("ignores a malformed history and never keeps a job on both lists", () => {
    const parsed = parseSwipeData({
      shortlistedJobs: ["a"],
      discardedJobs: ["a", "b"],
      currentJobIndex: 0,
      history: [{ type: "boom" }, 7],
    });
    expect(parsed).toEqual({ shortlistedJobs: ["a"], discardedJobs: ["b"], currentJobIndex: 0, history: [] });
  });
});
