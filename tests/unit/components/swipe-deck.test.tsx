// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { SwipeDeck } from "@/components/swipe/swipe-deck";
import { SWIPE_STORAGE_KEY, swipeStore } from "@/lib/swipe-data";
import { renderInApp } from "../../support/app-router";

const jobs = ["Driller", "Diver", "Medic"].map((title, i) => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  title,
  company: `Company ${i}`,
  location: i === 2 ? "Remote (worldwide)" : "North Sea, United Kingdom",
  salaryMin: 100_000,
  salaryMax: 120_000,
  description: "Rotational work.",
  category: "oil-gas",
  customCategory: null,
  applicationUrl: "https://example.com",
  applicationClosingDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  isFeatured: false,
  companyLogoUrl: null,
  swipeCardImageUrl: null,
  clickCount: 0,
}));

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

const stored = () => JSON.parse(localStorage.getItem(SWIPE_STORAGE_KEY) ?? "null");
const cardTitle = () => screen.getByTestId("swipe-card").querySelector("h2")?.textContent;

describe("SwipeDeck", () => {
  it("draws the server's first page in its first render, before any request answers", () => {
    globalThis.fetch = (() => new Promise(() => {})) as typeof fetch;
    renderInApp(<SwipeDeck seed={jobs} />);
    expect(cardTitle()).toBe("Driller");
    expect(screen.getByText("Job 1 of 3")).toBeTruthy();
    expect(screen.queryByRole("status", { name: "Loading jobs" })).toBeNull();
  });

  it("shows one card with progress and counters, then keeps and passes with the buttons", async () => {
    renderInApp(<SwipeDeck seed={jobs} />);
    await waitFor(() => expect(cardTitle()).toBe("Driller"));
    expect(screen.getByText("Job 1 of 3")).toBeTruthy();
    expect(screen.getByTestId("swipe-card").textContent).toContain("Full medical, life insurance, hazard pay");
    expect(screen.getByRole("link", { name: "Shortlisted 0" }).getAttribute("href")).toBe("/shortlist?tab=shortlisted");
    expect(screen.getByRole("link", { name: "Discarded 0" }).getAttribute("href")).toBe("/shortlist?tab=discarded");
    expect(screen.queryByRole("link", { name: /View My List/ })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Shortlist" }));
    await waitFor(() => expect(cardTitle()).toBe("Diver"));
    expect(stored()).toMatchObject({ shortlistedJobs: [jobs[0].id], discardedJobs: [], currentJobIndex: 1 });
    expect(screen.getByText("Job 2 of 3")).toBeTruthy();
    expect(screen.getByRole("link", { name: /View My List/ })).toBeTruthy();
    expect(screen.getByRole("status", { name: "" }).textContent).toBe("Shortlisted Driller");

    fireEvent.click(screen.getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(cardTitle()).toBe("Medic"));
    expect(screen.getByTestId("swipe-card").textContent).toContain("Remote");
    expect(screen.getByRole("link", { name: "Job info" }).getAttribute("href")).toBe(`/job/${jobs[2].id}`);
  });

  it("stores every swipe the moment it is made, even key presses during the fly-off", async () => {
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
    renderInApp(<SwipeDeck seed={jobs} />);
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
    renderInApp(<SwipeDeck seed={jobs} />);
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
    renderInApp(<SwipeDeck seed={jobs} />);
    await waitFor(() => expect(cardTitle()).toBe("Driller"));
    for (let i = 0; i < 3; i++) fireEvent.keyDown(window, { key: i === 1 ? "ArrowLeft" : "ArrowRight" });
    await waitFor(() => expect(screen.getByRole("heading", { name: "You've Seen All Jobs!" })).toBeTruthy());
    expect(screen.getByRole("link", { name: "Shortlisted 2" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Discarded 1" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(cardTitle()).toBe("Medic"));
  });

  it("follows changes made in another tab", async () => {
    renderInApp(<SwipeDeck seed={jobs} />);
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
    renderInApp(<SwipeDeck seed={jobs} />);
    await waitFor(() => expect(cardTitle()).toBe("Driller"));
    fireEvent.keyDown(window, { key: "ArrowRight" });
    await waitFor(() => expect(stored()).toMatchObject({ shortlistedJobs: [jobs[0].id] }));
  });
});
