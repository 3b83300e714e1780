// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserStore } from "@/lib/browser-store";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("browserStore", () => {
  it("reads corrupt or foreign values as the fallback", () => {
    const store = browserStore("k", 0, (raw) => (typeof raw === "number" ? raw : null));
    localStorage.setItem("k", "{oops");
    expect(store.get()).toBe(0);
    localStorage.setItem("k", '"text"');
    expect(store.get()).toBe(0);
  });

  it("keeps a change in this page when storage refuses to save it", () => {
    const store = browserStore("k", 0, (raw) => (typeof raw === "number" ? raw : null));
    store.set(1);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    store.set(5);
    expect(store.get()).toBe(5);
  });
});
