import { describe, expect, it } from "vitest";
import { featuredFirst, hasChanges, moveItem, shuffle } from "@/lib/job-order";

const jobs = [
  { id: "a", isFeatured: false },
  { id: "b", isFeatured: true },
  { id: "c", isFeatured: false },
  { id: "d", isFeatured: true },
];

describe("job order operations", () => {
  it("moves an item and ignores moves past either end", () => {
    expect(moveItem(jobs, 0, 2).map((j) => j.id)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(jobs, 3, 0).map((j) => j.id)).toEqual(["d", "a", "b", "c"]);
    expect(moveItem(jobs, 0, -1).map((j) => j.id)).toEqual(["a", "b", "c", "d"]);
    expect(moveItem(jobs, 3, 4).map((j) => j.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("puts featured jobs first, keeping each group's order", () => {
    expect(featuredFirst(jobs).map((j) => j.id)).toEqual(["b", "d", "a", "c"]);
  });

  it("shuffles into a permutation of the same jobs", () => {
    const seq = [0.1, 0.9, 0.5];
    let i = 0;
    const shuffled = shuffle(jobs, () => seq[i++ % seq.length]);
    expect(shuffled.map((j) => j.id).sort()).toEqual(["a", "b", "c", "d"]);
    expect(shuffled.map((j) => j.id)).not.toEqual(["a", "b", "c", "d"]);
  });

  it("notices unsaved order and featured changes, and their undoing", () => {
    expect(hasChanges(jobs, [...jobs])).toBe(false);
    expect(hasChanges(jobs, moveItem(jobs, 0, 1))).toBe(true);
    expect(
      hasChanges(
        jobs,
        jobs.map((j) => (j.id === "a" ? { ...j, isFeatured: true } : j)),
      ),
    ).toBe(true);
    expect(hasChanges(jobs, moveItem(moveItem(jobs, 0, 1), 1, 0))).toBe(false);
  });
});
