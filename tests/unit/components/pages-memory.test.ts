// @vitest-environment jsdom
// The kept Load More pages (decision 089): what comes back, and what is dropped instead of shown stale.
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepList, keepPlace, keptPages, type KeptPages } from "@/components/home/pages-memory";
import type { JobCardData } from "@/components/jobs/job-card";

const job = (id: string) => ({ id, title: `Job ${id}` }) as JobCardData;
const pages: KeptPages = { jobs: [job("a"), job("b")], cursor: "c1", place: { card: 1, top: -40 } };
function keepPages(key: string, { place, ...list }: KeptPages) {
  keepList(key, list);
  keepPlace(key, place);
}

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe("kept Load More pages", () => {
  it("gives back what was kept under the same key, and nothing under another", () => {
    keepPages("k", pages);
    expect(keptPages("k")).toEqual(pages);
    expect(keptPages("other")).toBeNull();
  });

  it("keeps the reader's place apart from the list, so a new place leaves the list as it was", () => {
    keepPages("k", pages);
    keepPlace("k", { card: 0, top: 12 });
    expect(keptPages("k")).toEqual({ ...pages, place: { card: 0, top: 12 } });
    keepPlace("k", null);
    expect(keptPages("k")).toEqual({ ...pages, place: null });
  });

  it("drops a list kept more than 30 minutes ago", () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T10:00:00Z") });
    keepPages("k", pages);
    vi.setSystemTime(new Date("2026-11-23T10:29:00Z"));
    expect(keptPages("k")).not.toBeNull();
    vi.setSystemTime(new Date("2026-11-23T10:31:00Z"));
    expect(keptPages("k")).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("drops a damaged entry instead of failing", () => {
    sessionStorage.setItem("k", "{not json");
    expect(keptPages("k")).toBeNull();
    sessionStorage.setItem("k", JSON.stringify({ jobs: "nope", savedAt: Date.now() }));
    expect(keptPages("k")).toBeNull();
  });

  it("keeps no more than 1,000 jobs: a longer list starts again", () => {
    keepPages("k", pages);
    keepList("k", { cursor: "c9", jobs: Array.from({ length: 1001 }, (_, i) => job(String(i))) });
    expect(keptPages("k")).toBeNull();
  });

  it("carries on without storage when the browser refuses it", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(() => keepPages("k", pages)).not.toThrow();
    expect(keptPages("k")).toBeNull();
    vi.restoreAllMocks();
  });
});
