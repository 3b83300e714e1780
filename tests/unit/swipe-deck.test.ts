import { describe, expect, it } from "vitest";
import { EMPTY_SWIPE_DATA, discard } from "@/lib/swipe-data";
import { deckOrder, knownJobs, mergeHead } from "@/lib/swipe-deck";

const j = (id: string) => ({ id });
const ids = (list: { id: string }[]) => list.map((x) => x.id);

describe("the swipe deck as the list grows", () => {
  it("keeps jobs a partial first page no longer shows, and drops them when the answer is the whole list", () => {
    const before = [j("b"), j("c"), j("d")];
    // 'a' is new; 'd' was pushed past the end of the first page: still listed.
    expect(ids(mergeHead(before, [j("a"), j("b"), j("c")], false))).toEqual(["a", "b", "c", "d"]);
    // A complete answer is the whole list: 'd' has closed.
    expect(ids(mergeHead(before, [j("a"), j("b"), j("c")], true))).toEqual(["a", "b", "c"]);
  });

  it("knows each job once, the head before the pages", () => {
    expect(ids(knownJobs([j("a"), j("b")], [[j("b"), j("c")], [j("d")]]))).toEqual(["a", "b", "c", "d"]);
  });

  it("keeps the card on top in place, and otherwise follows the list without swiped jobs", () => {
    const known = [j("new"), j("a"), j("b"), j("c")];
    const data = discard(EMPTY_SWIPE_DATA, "a");
    expect(ids(deckOrder(known, data, "b"))).toEqual(["b", "new", "c"]);
    expect(ids(deckOrder(known, data, "a"))).toEqual(["new", "b", "c"]);
    expect(ids(deckOrder(known, data, null))).toEqual(["new", "b", "c"]);
  });
});
