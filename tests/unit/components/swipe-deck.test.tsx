// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { SwipeDeck } from "@/components/swipe/swipe-deck";
import { POLL_MS } from "@/components/swipe/use-deck-jobs";
import { SWIPE_STORAGE_KEY, swipeStore } from "@/lib/swipe-data";
import { renderInApp } from "../../support/app-router";
import { jobCardJson } from "../../support/job-cards";

const jobs = ["Driller", "Diver", "Medic"].map((title, i) =>
  jobCardJson({
    id: `00000000-0000-4000-8000-00000000000${i}`,
    title,
    company: `Company ${i}`,
    location: i === 2 ? "Remote (worldwide)" : "North Sea, United Kingdom",
    workArrangement: i === 2 ? "fully-remote" : "offshore",
    benefits: i === 0 ? "Flights from Aberdeen, SOV cabin" : null,
  }),
);

beforeEach(() => {
  localStorage.clear();
  globalThis.fetch = (async () => new Response(JSON.stringify(jobs), { headers: { ETag: 'W/"1"', "X-Total-Count": "3" } })) as typeof fetch;
  window.matchMedia = ((query: string) => ({
    matches: query.includes("reduce"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
});
afterEach(cleanup);

/** The first page as the server renders it into /swipe. */
const firstPage = { rows: jobs, total: 3, capped: false, next: null };

const stored = () => JSON.parse(localStorage.getItem(SWIPE_STORAGE_KEY) ?? "null");
const cardTitle = () => screen.getByTestId("swipe-card").querySelector("h2")?.textContent;

describe("SwipeDeck", () => {
  it("draws the server's first page in its first render, before any request answers", () => {
    globalThis.fetch = (() => new Promise(() => {})) as typeof fetch;
    renderInApp(<SwipeDeck seed={firstPage} />);
    expect(cardTitle()).toBe("Driller");
    expect(screen.getByText("Job 1 of 3")).toBeTruthy();
    expect(screen.queryByRole("status", { name: "Loading jobs" })).toBeNull();
  });

  it("shows one card with progress and counters, then keeps and passes with the buttons", async () => {
    renderInApp(<SwipeDeck seed={firstPage} />);
    await waitFor(() => expect(cardTitle()).toBe("Driller"));
    expect(screen.getByText("Job 1 of 3")).toBeTruthy();
    // The benefits its employer stated, and no stock line claiming others.
    expect(screen.getByTestId("swipe-card").textContent).toContain("BenefitsFlights from Aberdeen, SOV cabin");
    expect(screen.getByTestId("swipe-card").textContent).not.toContain("hazard pay");
    expect(screen.getByRole("link", { name: "Shortlisted 0" }).getAttribute("href")).toBe("/shortlist?tab=shortlisted");
    expect(screen.getByRole("link", { name: "Discarded 0" }).getAttribute("href")).toBe("/shortlist?tab=discarded");
    expect(screen.queryByRole("link", { name: /View My List/ })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Shortlist" }));
    await waitFor(() => expect(cardTitle()).toBe("Diver"));
    // A job that states no benefits shows none.
    expect(screen.getByTestId("swipe-card").textContent).not.toContain("Benefits");
    expect(stored()).toMatchObject({ shortlistedJobs: [jobs[0].id], discardedJobs: [], currentJobIndex: 1 });
    expect(screen.getByText("Job 2 of 3")).toBeTruthy();
    expect(screen.getByRole("link", { name: /View My List/ })).toBeTruthy();
    expect(screen.getByRole("status", { name: "" }).textContent).toBe("Shortlisted Driller");

    fireEvent.click(screen.getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(cardTitle()).toBe("Medic"));
    expect(screen.getByTestId("swipe-card").textContent).toContain("Home-based");
    expect(screen.getByRole("link", { name: "Job info" }).getAttribute("href")).toBe(`/job/${jobs[2].id}`);
  });

  it("stores every swipe the moment it is made, even key presses during the fly-off", async () => {
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
    renderInApp(<SwipeDeck seed={firstPage} />);
    await waitFor(() => expect(cardTitle()).toBe("Driller"));
    // Three presses in one go, no render in between: three different jobs, none lost.
    act(() => {
      fireEvent.keyDown(window, { key: "ArrowLeft" });
      fireEvent.keyDown(window, { key: "ArrowRight" });
      fireEvent.keyDown(window, { key: "ArrowLeft" });
    });
    expect(stored()).toMatchObject({ shortlistedJobs: [jobs[1].id], discardedJobs: [jobs[0].id, jobs[2].id], currentJobIndex: 3 });
  });

  it("answers the arrow keys and undoes with Backspace or Z", async () => {
    renderInApp(<SwipeDeck seed={firstPage} />);
    await waitFor(() => expect(cardTitle()).toBe("Driller"));
    fireEvent.keyDown(window, { key: "ArrowRight" });
    await waitFor(() => expect(cardTitle()).toBe("Diver"));
    fireEvent.keyDown(window, { key: "ArrowLeft" });
    await waitFor(() => expect(cardTitle()).toBe("Medic"));
    expect(stored()).toMatchObject({ shortlistedJobs: [jobs[0].id], discardedJobs: [jobs[1].id], currentJobIndex: 2 });

    fireEvent.keyDown(window, { key: "z" });
    await waitFor(() => expect(cardTitle()).toBe("Diver"));
    expect(screen.getByText(/Undid discarding Diver/)).toBeTruthy();
    fireEvent.keyDown(window, { key: "Backspace" });
    await waitFor(() => expect(cardTitle()).toBe("Driller"));
    expect(stored()).toMatchObject({ shortlistedJobs: [], discardedJobs: [], currentJobIndex: 0 });
  });

  it("ends with 'You've Seen All Jobs!' and the counters, and the Undo bar brings a card back", async () => {
    renderInApp(<SwipeDeck seed={firstPage} />);
    await waitFor(() => expect(cardTitle()).toBe("Driller"));
    for (let i = 0; i < 3; i++) fireEvent.keyDown(window, { key: i === 1 ? "ArrowLeft" : "ArrowRight" });
    await waitFor(() => expect(screen.getByRole("heading", { name: "You've Seen All Jobs!" })).toBeTruthy());
    expect(screen.getByRole("link", { name: "Shortlisted 2" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Discarded 1" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(cardTitle()).toBe("Medic"));
  });

  it("follows changes made in another tab", async () => {
    renderInApp(<SwipeDeck seed={firstPage} />);
    await waitFor(() => expect(cardTitle()).toBe("Driller"));
    act(() => {
      localStorage.setItem(
        SWIPE_STORAGE_KEY,
        JSON.stringify({ shortlistedJobs: [jobs[0].id, jobs[1].id], discardedJobs: [], currentJobIndex: 2 }),
      );
      window.dispatchEvent(new StorageEvent("storage", { key: SWIPE_STORAGE_KEY }));
    });
    await waitFor(() => expect(cardTitle()).toBe("Medic"));
  });

  it("starts empty when storage holds something that is not ours", async () => {
    localStorage.setItem(SWIPE_STORAGE_KEY, "{not json");
    expect(swipeStore.get()).toMatchObject({ shortlistedJobs: [], discardedJobs: [] });
    renderInApp(<SwipeDeck seed={firstPage} />);
    await waitFor(() => expect(cardTitle()).toBe("Driller"));
    fireEvent.keyDown(window, { key: "ArrowRight" });
    await waitFor(() => expect(stored()).toMatchObject({ shortlistedJobs: [jobs[0].id] }));
  });

  it("says '10,000+' when the list is larger than the API counts", async () => {
    globalThis.fetch = (async () =>
      new Response(JSON.stringify(jobs), {
        headers: { "X-Total-Count": "10000", "X-Total-Count-Capped": "true", "X-Next-Cursor": "after-3" },
      })) as typeof fetch;
    renderInApp(<SwipeDeck seed={{ rows: jobs, total: 10_000, capped: true, next: "after-3" }} />);
    await waitFor(() => expect(screen.getByText("Job 1 of 10,000+")).toBeTruthy());
  });

  describe("paging by cursor", () => {
    const job = (i: number) => ({ ...jobs[0], id: `00000000-0000-4000-8000-${String(100 + i).padStart(12, "0")}`, title: `Job ${i}` });
    const many = Array.from({ length: 12 }, (_, i) => job(i));
    let head = many.slice(0, 7);
    let requested: string[] = [];
    // The API's paging as the deck sees it: the first page names a cursor, the cursor answers the rest.
    beforeEach(() => {
      head = many.slice(0, 7);
      requested = [];
      globalThis.fetch = (async (url: string) => {
        requested.push(url);
        const cursor = new URL(url, "http://localhost").searchParams.get("cursor");
        const rows = cursor ? many.slice(7) : head;
        const headers: Record<string, string> = { "X-Total-Count": String(head.length - 7 + 12) };
        if (!cursor) headers["X-Next-Cursor"] = "after-7";
        return new Response(JSON.stringify(rows), { headers });
      }) as typeof fetch;
    });
    const press = (times: number) => {
      for (let i = 0; i < times; i++) fireEvent.keyDown(window, { key: "ArrowLeft" });
    };

    it("asks for the next page only when a few cards are left, and reaches every job", async () => {
      renderInApp(<SwipeDeck seed={{ rows: head, total: 12, next: "after-7" }} />);
      await waitFor(() => expect(cardTitle()).toBe("Job 0"));
      expect(screen.getByText("Job 1 of 12")).toBeTruthy();
      press(1);
      await waitFor(() => expect(cardTitle()).toBe("Job 1"));
      expect(requested.some((u) => u.includes("cursor="))).toBe(false);
      press(1);
      // Five cards left: the next page is on its way before the last one.
      await waitFor(() => expect(requested.filter((u) => u.includes("cursor=after-7"))).toHaveLength(1));
      press(5);
      await waitFor(() => expect(cardTitle()).toBe("Job 7"));
      expect(screen.getByText("Job 8 of 12")).toBeTruthy();
      press(5);
      await waitFor(() => expect(screen.getByRole("heading", { name: "You've Seen All Jobs!" })).toBeTruthy());
      expect(stored().discardedJobs).toEqual(many.map((j) => j.id));
      expect(requested.filter((u) => u.includes("cursor="))).toHaveLength(1);
    });

    it("keeps the card on top when a poll brings a new job, and shows the new one next", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      onTestFinished(() => void vi.useRealTimers());
      renderInApp(<SwipeDeck seed={{ rows: head, total: 12, next: "after-7" }} />);
      await waitFor(() => expect(cardTitle()).toBe("Job 0"));
      press(1);
      await waitFor(() => expect(cardTitle()).toBe("Job 1"));
      // A job posted now sorts first in the list; the next poll finds it, and not before.
      const fresh = { ...job(99), title: "Fresh job" };
      head = [fresh, ...many.slice(0, 7)];
      await act(async () => void vi.advanceTimersByTime(POLL_MS - 1_000));
      expect(screen.queryByText("Job 2 of 13")).toBeNull();
      await act(async () => void vi.advanceTimersByTime(1_000));
      await waitFor(() => expect(screen.getByText("Job 2 of 13")).toBeTruthy());
      expect(cardTitle()).toBe("Job 1");
      press(1);
      await waitFor(() => expect(cardTitle()).toBe("Fresh job"));
      expect(screen.getByText("Job 3 of 13")).toBeTruthy();
      press(1);
      await waitFor(() => expect(cardTitle()).toBe("Job 2"));
    });
  });

  it("deals a signed-in job seeker's matches in match order, keeping the card already on top", async () => {
    const ranked = [jobs[2], jobs[1], jobs[0]].map((j) => ({ ...j, match: { score: 4, reasons: [], gaps: [] } }));
    let matchesRead = false;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      const path = new URL(String(input), "http://app").pathname;
      if (path === "/api/user/matches") matchesRead = true;
      const body = path === "/api/session" ? { user: { id: "u1", role: "user" } } : path === "/api/user/matches" ? ranked : jobs;
      return new Response(JSON.stringify(body), { headers: { "X-Total-Count": "3" } });
    }) as typeof fetch;
    renderInApp(<SwipeDeck seed={firstPage} />);
    await waitFor(() => expect(matchesRead).toBe(true));
    // Let the answer land; the card on top stays where it was.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(cardTitle()).toBe("Driller");
    fireEvent.click(screen.getByRole("button", { name: "Discard" }));
    // The board's order would show the Diver next; the matches put the Medic first.
    await waitFor(() => expect(cardTitle()).toBe("Medic"));
    fireEvent.click(screen.getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(cardTitle()).toBe("Diver"));
  });
});
